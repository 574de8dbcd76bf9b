import type { ModifyBody } from '@kid/shared/kns/calls'
import { kidName } from '@kid/shared/kns/names'
import type { KnsMint } from '@kid/shared/kns/views'
import { useCallback } from 'react'
import { txStep } from '../chain/txStep.ts'
import { useChainFlow } from '../chain/useChainFlow.ts'
import { browserReader } from '../market/api/reader.ts'
import { waitForIndexer } from '../market/create/waitForIndexer.ts'
import { kns, knsWrites } from './api.ts'

const state = (label: string) => kns(browserReader).state(label)

/**
 * The wallet flows of the .kid pages: register, renew, and the holder's changes. Each sends one
 * transaction the server signed or prepared, then waits until the indexer has seen it, so the page
 * the member lands on already shows the result. Resolves true when done.
 */
export function useNameFlows() {
  const { start, busy } = useChainFlow()

  /** Registers with a signature already fetched (the quote's), or a fresh one. */
  const register = useCallback(
    (label: string, years: number, setDefault: boolean, signed?: KnsMint) =>
      start(`Register ${kidName(label)}`, async (session) => {
        const mint = signed ?? (await knsWrites.mint({ domain: label, years, setDefault }))
        return [
          txStep(session, (await import('../chain/actions/registerName.ts')).registerName, mint),
          waitForIndexer('Confirm the registration', async () => {
            const now = await state(label)
            return now.holder === mint.owner.toLowerCase()
          }),
        ]
      }),
    [start],
  )

  const renew = useCallback(
    (labels: string[], years: number) =>
      start(
        labels.length === 1 ? `Renew ${kidName(labels[0] ?? '')}` : `Renew ${labels.length} names`,
        async (session) => {
          const signed = await knsWrites.extend({ domains: labels, years })
          return [
            txStep(session, (await import('../chain/actions/renewNames.ts')).renewNames, signed),
            waitForIndexer('Confirm the new expiry', async () => {
              const after = await Promise.all(signed.renewals.map((r) => state(r.label)))
              return after.every((n, i) => n.expiresAt !== signed.renewals[i]?.expiresAt)
            }),
          ]
        },
      ),
    [start],
  )

  /** A holder's change (records, default name, transfer); `seen` says when the indexer shows it. */
  const change = useCallback(
    (title: string, body: ModifyBody, seen: (label: string) => Promise<boolean>) =>
      start(title, async (session) => {
        const prepared = await knsWrites.modify(body)
        return [
          txStep(session, (await import('../chain/actions/changeName.ts')).changeName, prepared, {
            label: prepared.summary[0] ?? title,
          }),
          waitForIndexer('Confirm the change', () => seen(body.domain)),
        ]
      }),
    [start],
  )

  return { register, renew, change, busy }
}

export { state as nameState }
