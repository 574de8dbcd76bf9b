import { describe, expect, it } from 'vitest'
import { inviteLink, shareUrl } from './share.ts'

describe('shareUrl', () => {
  const link = 'https://kid.social/posts/1?a=b'
  it('builds each network endpoint with the link encoded', () => {
    expect(shareUrl('facebook', link)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fkid.social%2Fposts%2F1%3Fa%3Db',
    )
    expect(shareUrl('telegram', link, 'hi')).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fkid.social%2Fposts%2F1%3Fa%3Db&text=hi',
    )
    expect(shareUrl('twitter', link, 'hi there')).toContain('&text=hi%20there')
    expect(shareUrl('whatsapp', link, 'hi')).toBe(
      'https://api.whatsapp.com/send?text=hi%20https%3A%2F%2Fkid.social%2Fposts%2F1%3Fa%3Db',
    )
  })
})

describe('inviteLink', () => {
  it("is a member's sign-up link with their invite code, and the home page for a visitor", () => {
    expect(inviteLink('https://kid.social', 'AB12cd')).toBe('https://kid.social/reg/AB12cd')
    expect(inviteLink('https://kid.social', undefined)).toBe('https://kid.social/')
    expect(inviteLink('https://kid.social', '')).toBe('https://kid.social/')
  })
})
