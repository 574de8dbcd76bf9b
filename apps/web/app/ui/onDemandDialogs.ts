import { lazyOverlay } from './lazyOverlay.tsx'

/**
 * The general dialogs, loaded on first opening: for a page where a dialog is a second step (edit,
 * confirm), so Radix Dialog and its focus and scroll locks stay out of the page's first load.
 */
export const OnDemandDialog = lazyOverlay(
  () => import('./Dialog.tsx').then((m) => m.Dialog),
  (props) => props.open,
)

export const OnDemandConfirmDialog = lazyOverlay(
  () => import('./dialogs/ConfirmDialog.tsx').then((m) => m.ConfirmDialog),
  (props) => props.open,
)
