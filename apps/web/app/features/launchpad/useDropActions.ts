import type { MyDrop } from '@kid/shared/launchpad/views'
import { useCallback } from 'react'
import { txStep } from '../chain/txStep.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'
import { browserReader } from '../market/api/reader.ts'
import { waitForIndexer } from '../market/create/waitForIndexer.ts'
import { launchpad, launchpadWrites } from './api.ts'

/** The creator's on-chain steps: deploy an approved drop, withdraw a deployed drop's proceeds. */
export function useDropActions() {
  const { start, busy } = useChainFlow()
  const deploy = useCallback(
    (drop: MyDrop) =>
      start(`Deploy ${drop.name}`, async (session) => {
        // Signed now, for an hour: the contract takes the approval once, from the owner's wallet.
        const approval = await launchpadWrites.deployApproval(drop.id)
        return [
          txStep(session, (await import('../chain/actions/createDrop.ts')).createDrop, approval),
          waitForIndexer('Put it on the launchpad', async () => {
            const page = await launchpad(browserReader).mine(1, 50)
            return page.list.some((d) => d.id === drop.id && d.status === 'deployed')
          }),
        ]
      }),
    [start],
  )
  const withdraw = useCallback(
    (drop: MyDrop) =>
      start(`Withdraw from ${drop.name}`, async (session) => [
        txStep(session, (await import('../chain/actions/withdrawDrop.ts')).withdrawDrop, {
          drop: drop.address as `0x${string}`,
        }),
      ]),
    [start],
  )
  return { deploy, withdraw, busy }
}
