import { describe, expect, it } from 'vitest'
import { TOAST_DURATION, toast, toastStore } from './toast.ts'

describe('toast store', () => {
  it('queues toasts with the 3000 ms default and dismisses them', () => {
    const id = toast.error('Error')
    expect(toastStore.get().at(-1)).toEqual({ id, kind: 'error', message: 'Error', duration: TOAST_DURATION })
    toast.dismiss(id)
    expect(toastStore.get().some((t) => t.id === id)).toBe(false)
  })
})
