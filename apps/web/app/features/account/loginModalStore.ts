import { createStore } from '../../lib/createStore.ts'
import type { AccountStep } from './flow.ts'
import type { SignInRule } from './views/LoginView.tsx'

type ModalState = { step: AccountStep; rule: SignInRule; history: AccountStep[] } | null
export const loginModalStore = createStore<ModalState>(null)

/** Opens the login modal at a view (login by default); it then moves between its views in place. */
export function openLoginModal(step: AccountStep = { view: 'login' }, rule: SignInRule = {}): void {
  loginModalStore.set({ step, rule, history: [] })
}
