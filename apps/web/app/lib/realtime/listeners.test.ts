import { describe, expect, it, vi } from 'vitest'
import { emitRealtime, onRealtimeEvent } from './listeners.ts'

describe('realtime listeners', () => {
  it('hands an event to each listener of its name until it unsubscribes, past a failing one', () => {
    const seen: string[] = []
    const failing = onRealtimeEvent('notice.count', () => {
      throw new Error('a broken handler')
    })
    const first = onRealtimeEvent('notice.count', ({ num }, id) => seen.push(`first ${num} #${id}`))
    const second = onRealtimeEvent('notice.count', ({ num }) => seen.push(`second ${num}`))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      emitRealtime({ id: '1', event: 'notice.count', data: { num: 2 } })
      first()
      emitRealtime({ id: '2', event: 'notice.count', data: { num: 3 } })
      expect(logged).toHaveBeenCalledTimes(2)
    } finally {
      logged.mockRestore()
      failing()
      second()
    }
    emitRealtime({ id: '3', event: 'notice.count', data: { num: 4 } })
    expect(seen).toEqual(['first 2 #1', 'second 2', 'second 3'])
  })
})
