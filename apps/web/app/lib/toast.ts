import { createStore } from './createStore.ts'

/** Toast default duration (spec 000 §9). */
export const TOAST_DURATION = 3000

export type ToastKind = 'success' | 'error' | 'info'
export type ToastItem = { id: number; kind: ToastKind; message: string; duration: number }

export const toastStore = createStore<ToastItem[]>([])
let nextId = 1

function push(kind: ToastKind, message: string, duration = TOAST_DURATION): number {
  const id = nextId++
  toastStore.set((list) => [...list, { id, kind, message, duration }])
  return id
}

export const toast = {
  success: (message: string, duration?: number) => push('success', message, duration),
  error: (message: string, duration?: number) => push('error', message, duration),
  info: (message: string, duration?: number) => push('info', message, duration),
  dismiss: (id: number) => toastStore.set((list) => list.filter((t) => t.id !== id)),
}
