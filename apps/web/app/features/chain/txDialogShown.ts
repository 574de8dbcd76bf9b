import { createStore } from '../../lib/createStore.ts'

/**
 * Whether the transaction dialog is on screen. Its code loads when a page's first flow opens it,
 * so runFlow starts the steps only once it shows: a wallet's own question raised by the first step
 * (the KID wallet's "Send this transaction?") would otherwise open first, and the dialog opening
 * after it would cover it, take the focus and leave it unanswerable (docs/kidwallet.md).
 * Kept apart from txFlowStore.ts, which every page's shell loads: only the flow's code needs this.
 */
export const txDialogShownStore = createStore(false)

/** Given as the ref of an element of the dialog's content: on screen while it is attached. */
export function txDialogRef(node: Element | null): void {
  txDialogShownStore.set(node !== null)
}

/** Resolves once the transaction dialog is on screen (at once if it is). */
export function txDialogShown(): Promise<void> {
  return new Promise((resolve) => {
    if (txDialogShownStore.get()) return resolve()
    const stop = txDialogShownStore.subscribe(() => {
      if (!txDialogShownStore.get()) return
      stop()
      resolve()
    })
  })
}
