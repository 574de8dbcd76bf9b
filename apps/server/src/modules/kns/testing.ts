import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as Registry from '@kid/contracts/artifacts/Registry'
import { devAccount } from '@kid/contracts/deploy/devAccounts'
import { KNS_BASE, type KnsExtend, type KnsMint, type KnsModify } from '@kid/shared/kns/views'
import type { Address } from 'viem'
import type { Db } from '../../platform/db/database.ts'
import type { TestApp } from '../../testing/app.ts'
import type { TestChain } from '../../testing/chain.ts'
import { freshIp } from '../account/testing.ts'
import type { NewUser } from '../account/users.ts'
import { knsAutoRenew } from './tables.ts'

/** The wallets that have auto-renew on for some name (for other modules' tests, e.g. the demo world's). */
export async function autoRenewHolders(db: Db): Promise<string[]> {
  return (await db.select({ holder: knsAutoRenew.holder }).from(knsAutoRenew)).map((r) => r.holder)
}

export type Answer<T = Record<string, unknown>> = { code: number; msg: string; data: T }

/** A stand-in ETH price provider (Coinbase's answer format) at a fixed rate. */
export async function priceProvider(usd: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ data: { amount: usd, base: 'ETH', currency: 'USD' } }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/price`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}

/** Scene builders of the kns tests: members with a bound dev wallet, the calls, and the transactions they answer. */
export function knsScene(t: TestApp, chain: TestChain) {
  const scene = {
    /** A signed-in member whose bound wallet is dev account `index` (with `user`'s other fields). */
    async member(index: number, user: NewUser = {}) {
      const wallet = devAccount(index).address
      const m = await t.signIn({ ...user, walletaddress: wallet })
      return { ...m, index, wallet, lower: wallet.toLowerCase() }
    },
    async call<T = Record<string, unknown>>(
      who: { headers(): Record<string, string> } | undefined,
      method: 'GET' | 'POST',
      path: string,
      payload?: object,
    ): Promise<Answer<T>> {
      const response = await t.app.inject({
        method,
        url: `${KNS_BASE}/${path}`,
        headers: who ? who.headers() : t.signed(),
        remoteAddress: freshIp(),
        ...(method === 'POST'
          ? { payload: payload ?? {} }
          : { query: (payload ?? {}) as Record<string, string> }),
      })
      return response.statusCode === 401
        ? { code: 401, msg: 'unauthorized', data: undefined as T }
        : response.json()
    },
    /** Sends REGISTRY.register with mint's answer from dev account `from`, paying the signed price. */
    register: (from: number, s: KnsMint) =>
      chain.write(from, {
        address: s.registry,
        abi: Registry.abi,
        functionName: 'register',
        args: [
          s.label,
          s.owner,
          BigInt(s.duration),
          s.currency,
          BigInt(s.price),
          s.whitelisted,
          s.setDefault,
          BigInt(s.deadline),
          s.signature,
        ],
        value: BigInt(s.price),
      }),
    /** Sends extend's answer: renew for one name, renewMany for several. */
    renew: (from: number, e: KnsExtend) => {
      const [one, ...more] = e.renewals
      if (one && more.length === 0)
        return chain.write(from, {
          address: e.registry,
          abi: Registry.abi,
          functionName: 'renew',
          args: [
            BigInt(one.tokenId),
            BigInt(one.duration),
            e.currency,
            BigInt(one.price),
            BigInt(one.deadline),
            one.signature,
          ],
          value: BigInt(e.total),
        })
      return chain.write(from, {
        address: e.registry,
        abi: Registry.abi,
        functionName: 'renewMany',
        args: [
          e.renewals.map((r) => ({
            tokenId: BigInt(r.tokenId),
            duration: BigInt(r.duration),
            price: BigInt(r.price),
            deadline: BigInt(r.deadline),
            signature: r.signature,
          })),
          e.currency,
        ],
        value: BigInt(e.total),
      })
    },
    /** Sends modify's answer (raw calldata) from dev account `from`. */
    async send(from: number, m: KnsModify) {
      const wallet = chain.wallet
      const account = devAccount(from)
      const hash = await wallet.sendTransaction({
        account,
        to: m.to as Address,
        data: m.data,
        chain: chain.client.chain,
      })
      return await chain.client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    },
  }
  return scene
}
