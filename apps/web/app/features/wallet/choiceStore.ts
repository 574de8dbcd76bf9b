import { createStore } from '../../lib/createStore.ts'
import type { WalletKind } from './walletType.ts'

/**
 * One wallet the choice dialog offers: an EIP-6963 browser wallet (KID's own among them, `builtIn`),
 * the window.ethereum one, or WalletConnect.
 */
export type WalletChoice = { uid: string; name: string; icon?: string; kind: WalletKind; builtIn?: boolean }

type ChoiceRequest = { resolve: (choice: WalletChoice | null) => void } | null
export const choiceStore = createStore<ChoiceRequest>(null)

/** Opens the wallet choice dialog; null when it is closed without a choice. */
export function chooseWallet(): Promise<WalletChoice | null> {
  return new Promise((resolve) => {
    choiceStore.get()?.resolve(null)
    choiceStore.set({ resolve })
  })
}

export function settleChoice(choice: WalletChoice | null): void {
  const request = choiceStore.get()
  choiceStore.set(null)
  request?.resolve(choice)
}

/** A confirm prompt any wallet step can ask (account-change and disconnect dialogs). */
export type Prompt = {
  title?: string
  text: string
  confirmText: string
  cancelText: string
  resolve: (ok: boolean) => void
}
export const promptStore = createStore<Prompt | null>(null)

export function askWallet(prompt: Omit<Prompt, 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    promptStore.get()?.resolve(false)
    promptStore.set({ ...prompt, resolve })
  })
}

export function settlePrompt(ok: boolean): void {
  const prompt = promptStore.get()
  promptStore.set(null)
  prompt?.resolve(ok)
}
