import type { MintSignature, OpenSignature } from '@kid/shared/bbox-calls'
import type { FlowStep } from '../chain/runFlow.ts'
import type { ChainSession } from '../chain/transaction.ts'
import { waitForIndexer } from '../market/create/waitForIndexer.ts'
import { actionStep, callStep } from '../market/trade/steps.ts'
import { bboxApi } from './api.ts'
import { mintBox, openBox } from './boxActions.ts'

// Loaded when a flow starts (the pages import it on click): it brings viem and the contract's ABI.

/** Reserve the code (the server signs the mint for the bound wallet), mint, and wait for the indexer. */
export function mintSteps(
  session: ChainSession,
  cdkey: string,
  minted: (tokenId: string) => void,
): FlowStep[] {
  let signed: MintSignature | undefined
  const tokenId = () => (signed ? BigInt(signed.cdkey).toString() : '')
  return [
    callStep('Reserve the code', async () => {
      signed = await bboxApi.signMint(cdkey)
    }),
    actionStep(session, 'Mint the box', mintBox, () => signed && { signed }),
    waitForIndexer('Your box arrives', async () => {
      await bboxApi.detail(tokenId())
      minted(tokenId())
      return true
    }),
  ]
}

/** Get the salt and the server's consent, open on chain, and wait until the prize is recorded. */
export function openSteps(session: ChainSession, tokenId: string, opened: () => void): FlowStep[] {
  let signed: OpenSignature | undefined
  return [
    callStep('Get the key to your box', async () => {
      signed = await bboxApi.signOpen(tokenId)
    }),
    actionStep(session, 'Open the box', openBox, () => signed && { signed }),
    waitForIndexer('Your prize is revealed', async () => {
      if (!(await bboxApi.detail(tokenId)).opened) return false
      opened()
      return true
    }),
  ]
}
