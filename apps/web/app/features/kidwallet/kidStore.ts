/**
 * The questions the KID wallet's provider asks the member (unlock, confirm) through KID's own
 * dialogs, and the unlocked address. Light on purpose: the shell imports it to know when to load
 * the dialog; the crypto loads only when needed.
 */
import { createStore } from '../../lib/createStore.ts'

/** The unlocked wallet's address (its key stays in signer.ts); null while locked. */
export const unlockedStore = createStore<`0x${string}` | null>(null)

/** One line of what the member is asked to sign or send. */
export type ConfirmLine = { label: string; value: string; mono?: boolean }

export type KidRequest =
  | { kind: 'unlock'; resolve: (address: `0x${string}` | null) => void }
  | { kind: 'confirm'; title: string; lines: ConfirmLine[]; resolve: (ok: boolean) => void }

export const kidRequestStore = createStore<KidRequest | null>(null)

function ask<R>(request: (resolve: (value: R) => void) => KidRequest): Promise<R> {
  return new Promise((resolve) => {
    settleKidRequest(null)
    kidRequestStore.set(request(resolve))
  })
}

/** Asks for the wallet password; the unlocked address, or null when the member closed the dialog. */
export const askUnlock = () => ask<`0x${string}` | null>((resolve) => ({ kind: 'unlock', resolve }))

/** Shows what is about to be signed or sent; true when the member confirms. */
export const askConfirm = (title: string, lines: ConfirmLine[]) =>
  ask<boolean>((resolve) => ({ kind: 'confirm', title, lines, resolve }))

/** Closes the open question with its answer (null or false: refused). */
export function settleKidRequest(answer: `0x${string}` | boolean | null): void {
  const request = kidRequestStore.get()
  if (!request) return
  kidRequestStore.set(null)
  if (request.kind === 'unlock') request.resolve(typeof answer === 'string' ? answer : null)
  else request.resolve(answer === true)
}
