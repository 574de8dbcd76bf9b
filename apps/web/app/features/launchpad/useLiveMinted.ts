import { useState } from 'react'
import { useRealtimeEvent } from '../../lib/realtime/useRealtimeEvent.ts'

/**
 * A drop's minted count, moved by the realtime channel's `launchpad.minted` (sent to every signed-in
 * socket once a mint is indexed); without a session the page's own reads keep it.
 */
export function useLiveMinted(id: number, initial: number): number {
  const [live, setLive] = useState<{ from: number; minted: number }>()
  useRealtimeEvent('launchpad.minted', (event) => {
    if (event.id === id) setLive({ from: initial, minted: event.minted })
  })
  // A newer page read wins over an older pushed count.
  return live && live.from === initial ? Math.max(live.minted, initial) : initial
}
