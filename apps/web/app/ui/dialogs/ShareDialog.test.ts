import { describe, expect, it } from 'vitest'
import { shareTargetsFor } from './ShareDialog.tsx'

describe('share targets', () => {
  it('offers Facebook, Telegram, Twitter and Whatsapp on the web', () => {
    expect(shareTargetsFor(false).map((t) => t.name)).toEqual(['Facebook', 'Telegram', 'Twitter', 'Whatsapp'])
  })

  it('hides Whatsapp inside the native app', () => {
    expect(shareTargetsFor(true).map((t) => t.name)).toEqual(['Facebook', 'Telegram', 'Twitter'])
  })
})
