import * as Registry from '@kid/contracts/artifacts/Registry'
import * as Resolver from '@kid/contracts/artifacts/Resolver'
import type { ModifyBody } from '@kid/shared/kns/calls'
import { kidName } from '@kid/shared/kns/names'
import type { KnsModify } from '@kid/shared/kns/views'
import { and, eq } from 'drizzle-orm'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { badRequest } from '../../platform/errors.ts'
import type { KnsDeps } from './deps.ts'
import { KNS_REFUSED } from './rules.ts'
import { knsAddr, knsName } from './tables.ts'

const NOTHING = 'Nothing to change.'
const POINT_HOME = 'A default name must point at your own wallet.'
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * modify: the one transaction the holder sends to change a name — records and default name on the
 * resolver (several changes batched through its multicall), or a transfer on the registry. Only
 * the holder of a live name, as the indexer knows it, is answered; the contracts check again.
 */
export async function prepareModify(deps: KnsDeps, userId: number, body: ModifyBody): Promise<KnsModify> {
  const wallet = (await deps.callers.boundWallet(userId)).toLowerCase() as Address
  const [row] = await deps.db.select().from(knsName).where(eq(knsName.label, body.domain))
  if (!row?.holder) throw badRequest(KNS_REFUSED.notRegistered)
  if (row.holder !== wallet) throw badRequest(KNS_REFUSED.notHolder)
  if (row.expiresAt < deps.now()) throw badRequest(KNS_REFUSED.expired)
  const tokenId = BigInt(row.tokenId)
  const name = kidName(row.label)
  const { resolver, registry } = deps.chain.deployment.contracts

  if (body.action === 'transfer') {
    if (body.to === wallet) throw badRequest(KNS_REFUSED.selfTransfer)
    return {
      to: registry,
      data: encodeFunctionData({
        abi: Registry.abi,
        functionName: 'safeTransferFrom',
        args: [wallet, body.to, tokenId],
      }),
      summary: [
        `Sends ${name} to ${short(body.to)}.`,
        'It stops being your default name, and its records stop applying: the new holder sets their own.',
      ],
    }
  }
  if (body.action === 'clearDefault') {
    return {
      to: resolver,
      data: encodeFunctionData({ abi: Resolver.abi, functionName: 'clearDefaultName' }),
      summary: ['Your wallet shows its address again instead of a name.'],
    }
  }

  const calls: Hex[] = []
  const summary: string[] = []
  const setAddr = (addr: Address) => {
    calls.push(encodeFunctionData({ abi: Resolver.abi, functionName: 'setAddr', args: [tokenId, addr] }))
    summary.push(`Points ${name} at ${short(addr)}.`)
  }
  const makeDefault = body.action === 'default' || body.setDefault
  if (body.action === 'records') {
    if (body.addr) setAddr(body.addr)
    for (const [key, value] of Object.entries(body.texts)) {
      if (value === undefined) continue
      calls.push(
        encodeFunctionData({ abi: Resolver.abi, functionName: 'setText', args: [tokenId, key, value] }),
      )
      summary.push(value === '' ? `Removes the ${key} record.` : `Sets the ${key} record.`)
    }
  }
  if (makeDefault) {
    // A default name counts only while the name points back at the wallet: point it there too.
    const given = body.action === 'records' ? body.addr : undefined
    if (given !== undefined && given !== wallet) throw badRequest(POINT_HOME)
    if (given === undefined && !(await pointsAt(deps, row.tokenId, wallet))) setAddr(wallet)
    calls.push(encodeFunctionData({ abi: Resolver.abi, functionName: 'setDefaultName', args: [tokenId] }))
    summary.push(`Makes ${name} your default name.`)
  }
  if (calls.length === 0) throw badRequest(NOTHING)
  const [only] = calls
  return {
    to: resolver,
    data:
      calls.length === 1 && only
        ? only
        : encodeFunctionData({ abi: Resolver.abi, functionName: 'multicall', args: [calls] }),
    summary,
  }
}

async function pointsAt(deps: KnsDeps, tokenId: string, wallet: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ addr: knsAddr.addr })
    .from(knsAddr)
    .where(and(eq(knsAddr.tokenId, tokenId), eq(knsAddr.holder, wallet)))
  return row?.addr === wallet
}
