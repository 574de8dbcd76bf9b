import { describe, expect, it } from 'vitest'
import { signOutTarget } from './signOutTarget.ts'

describe('signOutTarget', () => {
  it('leaves protected pages for /index and reloads others', () => {
    expect(signOutTarget('/messages')).toEqual({ kind: 'go', to: '/index' })
    expect(signOutTarget('/wallet/spending/info')).toEqual({ kind: 'go', to: '/index' })
    expect(signOutTarget('/')).toEqual({ kind: 'reload' })
    expect(signOutTarget('/posts')).toEqual({ kind: 'reload' })
    expect(signOutTarget('/im/scan')).toEqual({ kind: 'reload' })
  })
})
