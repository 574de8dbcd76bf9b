import { useLayoutEffect, useRef } from 'react'

/**
 * Radix dialogs give the focus back to their Trigger when they close; ours are opened from state
 * (a toast, a header button, the API client), so there is no Trigger and the focus would fall to
 * <body>. This remembers what had the focus when the dialog opened and returns it on close.
 * Pass the result as the Content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect runs before the dialog's own focus trap moves the focus inside.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement
  }, [open])
  return (event) => {
    const target = opener.current
    opener.current = null
    if (target?.isConnected) {
      event.preventDefault()
      target.focus()
    }
  }
}
