import { pleaseUseText, TEXT } from '@kid/shared/texts'
import type { FastifyRequest } from 'fastify'
import type { Address } from 'viem'
import type { SessionUser } from '../../platform/api-guard.ts'
import { badRequest, unauthorized } from '../../platform/errors.ts'
import type { Members } from './members.ts'

/** Who is calling: the signed-in member and their bound wallet (lower-cased; null without one). */
export type Caller = { userId: number; wallet: Address | null }
export type WalletCaller = Caller & { wallet: Address }

/** The signed-in member's session; a call that needs one answers 'Please log in first' without. */
export function sessionUserOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized('Please log in first')
  return request.user
}

/** The signed-in member's id (see sessionUserOf). */
export const userIdOf = (request: FastifyRequest): number => sessionUserOf(request).id

/** The bound wallet, which acting on chain needs (spec 000 §4): 'Please bind one address' without. */
export function requireBound(wallet: string | null | undefined): Address {
  if (!wallet) throw badRequest(TEXT.bindOneAddress)
  return wallet.toLowerCase() as Address
}

/** The bound wallet, which must be the one that signed: 'Please use {bound address}' otherwise. */
export function requireSigner(bound: string | null | undefined, signer: string): Address {
  const wallet = requireBound(bound)
  if (wallet !== signer.toLowerCase()) throw badRequest(pleaseUseText(wallet))
  return wallet
}

/**
 * The caller, resolved once for every module (docs/server.md "Adding a domain module"): other
 * modules ask here who is calling and with which wallet, and get the spec's messages.
 */
export type Callers = ReturnType<typeof createCallers>

export function createCallers(members: Members) {
  const walletOf = async (userId: number) => (await members.byId(userId))?.wallet ?? null
  return {
    userIdOf,
    /** The signed-in caller and their bound wallet, if any. */
    async of(request: FastifyRequest): Promise<Caller> {
      const userId = userIdOf(request)
      const wallet = await walletOf(userId)
      return { userId, wallet: wallet === null ? null : requireBound(wallet) }
    },
    /** The signed-in caller, who must have a bound wallet. */
    async withWallet(request: FastifyRequest): Promise<WalletCaller> {
      const userId = userIdOf(request)
      return { userId, wallet: requireBound(await walletOf(userId)) }
    },
    /** A member's bound wallet, which they must have. */
    async boundWallet(userId: number): Promise<Address> {
      return requireBound(await walletOf(userId))
    },
    /** A member's bound wallet, which must be the one that signed. */
    async boundSigner(userId: number, signer: string): Promise<Address> {
      return requireSigner(await walletOf(userId), signer)
    },
  }
}
