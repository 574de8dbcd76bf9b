import * as Actuator from '@kid/contracts/artifacts/Actuator'
import * as Pad721 from '@kid/contracts/artifacts/Pad721'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { Code } from '@kid/shared/codes'
import { LAUNCHPAD_BASE } from '@kid/shared/launchpad/views'
import type { Hex } from 'viem'
import type { TestApp } from '../../testing/app.ts'
import { indexToHead, type TestChain } from '../../testing/chain.ts'
import { freshIp } from '../account/testing.ts'

export type Answer<T = Record<string, unknown>> = { code: number; msg: string; data: T }
export const OK = Code.SUCCESS

/** A picture as the upload call names it (content-addressed under /uploads/). */
export const MEDIA = `/uploads/2026/11/${'ab'.repeat(32)}.png`

/** Scene builders of the launchpad tests: members with bound dev wallets, calls, the indexer. */
export function launchpadScene(t: TestApp, chain: TestChain) {
  const members = new Map<number, Promise<Member>>()
  const newMember = async (index: number) => {
    const wallet = devAccount(index).address
    const m = await t.signIn({
      email: `dev${index}@example.com`,
      emailVerifiedAt: new Date(),
      walletaddress: wallet,
    })
    return { ...m, index, wallet }
  }
  type Member = Awaited<ReturnType<typeof newMember>>
  const scene = {
    /** The member whose bound wallet is dev account `index` (one per account; with a verified e-mail, for reminders). */
    member(index: number): Promise<Member> {
      const known = members.get(index) ?? newMember(index)
      members.set(index, known)
      return known
    },
    async call<T = Record<string, unknown>>(
      who: { headers(): Record<string, string> } | undefined,
      method: 'GET' | 'POST',
      path: string,
      payload?: object,
    ): Promise<Answer<T>> {
      const response = await t.app.inject({
        method,
        url: `${LAUNCHPAD_BASE}/${path}`,
        headers: who ? who.headers() : t.signed(),
        remoteAddress: freshIp(),
        ...(method === 'POST' ? { payload: payload ?? {} } : { query: payload as Record<string, string> }),
      })
      return response.json() as Answer<T>
    },
    /** Brings the indexer to the head; the app's own loop may move the cursor first, which is fine. */
    indexed: () => indexToHead(t.app),
    async chainNow(): Promise<number> {
      return Number((await chain.client.getBlock()).timestamp)
    },
    /** Sends ACTUATOR.create with the approval deploy/{id} answered, from dev account `from`. */
    create(
      from: number,
      a: { init: Record<string, unknown>; application: string; deadline: string; signature: string },
    ) {
      return chain.write(from, {
        address: chain.deployment.contracts.actuator,
        abi: Actuator.abi,
        functionName: 'create',
        args: [
          { ...a.init, fee: BigInt(String(a.init.fee)) },
          BigInt(a.application),
          BigInt(a.deadline),
          a.signature,
        ],
      })
    },
    mint(from: number, drop: string, quantity: number, proof: string[], fee: bigint) {
      return chain.write(from, {
        address: drop as Hex,
        abi: Pad721.abi,
        functionName: 'mint',
        args: [BigInt(quantity), proof],
        ...({ value: fee * BigInt(quantity) } as object),
      } as never)
    },
  }
  return scene
}
