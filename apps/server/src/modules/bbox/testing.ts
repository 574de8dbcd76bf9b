import * as BlindBox from '@kid/contracts/artifacts/BlindBox'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { BBOX_BASE, type MintSignature, type OpenSignature } from '@kid/shared/bbox-calls'
import type { TestApp } from '../../testing/app.ts'
import type { TestChain } from '../../testing/chain.ts'
import { freshIp } from '../account/testing.ts'
import { CursorMovedError } from '../chain/index.ts'
import { createLedger } from '../ledger/index.ts'
import { createSeries, type SeriesInput } from './series.ts'

export type Answer<T = Record<string, unknown>> = { code: number; msg: string; data: T }

/** The test series: three tiers over ten prizes, 100 CBK a code. */
export const SERIES: SeriesInput = {
  name: 'Night Garden',
  description: 'Ten flowers that bloom in the dark.',
  media: '/bbox/night-garden.svg',
  price: '100',
  tiers: [
    { name: 'Moonflower', image: '/bbox/common.svg', weight: 7 },
    { name: 'Starlily', image: '/bbox/rare.svg', weight: 2 },
    { name: 'Nightbloom', image: '/bbox/legendary.svg', weight: 1 },
  ],
}

/** Scene builders of the blind-box tests: series, members with a bound dev wallet and CBK, calls. */
export function bboxScene(t: TestApp, chain: TestChain) {
  const ledger = createLedger({ db: t.app.db, chainId: chain.chainId })
  const scene = {
    ledger,
    createSeries: (input: Partial<SeriesInput> = {}) =>
      createSeries({ db: t.app.db, chain, origin: 'http://kid.test' }, { ...SERIES, ...input }),
    /**
     * A member whose bound wallet is dev account `index` (none when null: wallets bind once), holding
     * `cbk` bricks (an operator's grant).
     */
    async member<I extends number | null>(index: I, cbk = 0n) {
      const wallet = (index === null ? null : devAccount(index).address.toLowerCase()) as I extends number
        ? `0x${string}`
        : null
      const member = await t.signIn(wallet ? { walletaddress: wallet } : {})
      if (cbk > 0n)
        await ledger.transfer({
          key: `test.grant:${member.userId}`,
          kind: 'operator',
          reason: 'test grant',
          actor: 'operator:test',
          currency: 'cbk',
          amount: cbk,
          from: { platform: 'rewards' },
          to: { userId: member.userId },
        })
      return { ...member, index, wallet }
    },
    async call<T = Record<string, unknown>>(
      who: { headers(): Record<string, string> } | null,
      method: 'GET' | 'POST',
      path: string,
      opts: { body?: object; query?: Record<string, string>; ip?: string } = {},
    ): Promise<Answer<T>> {
      const response = await t.app.inject({
        method,
        url: `${BBOX_BASE}/${path}`,
        headers: who ? who.headers() : t.signed(),
        remoteAddress: opts.ip ?? freshIp(),
        ...(opts.query ? { query: opts.query } : {}),
        ...(method === 'POST' ? { payload: opts.body ?? {} } : {}),
      })
      return response.json() as Answer<T>
    },
    mint: (from: number, s: MintSignature) =>
      chain.write(from, {
        address: s.contract,
        abi: BlindBox.abi,
        functionName: 'mint',
        args: [s.minter, BigInt(s.counter), s.cdkey, BigInt(s.deadline), s.signature],
      }),
    open: (from: number, s: OpenSignature) =>
      chain.write(from, {
        address: s.contract,
        abi: BlindBox.abi,
        functionName: 'open',
        args: [BigInt(s.tokenId), s.salt, s.signature],
      }),
    /** Brings the indexer to the head; the app's own loop may move the cursor first, which is fine. */
    async indexed(): Promise<void> {
      for (;;) {
        try {
          return await t.app.chain?.indexer.syncToHead()
        } catch (error) {
          if (!(error instanceof CursorMovedError)) throw error
        }
      }
    },
  }
  return scene
}
