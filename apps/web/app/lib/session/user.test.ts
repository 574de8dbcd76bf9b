import { describe, expect, it } from 'vitest'
import { avatarOf, DEFAULT_AVATAR, displayNameOf, EMPTY_USER, parseUserInfo } from './user.ts'

describe('parseUserInfo', () => {
  it('restores the user from the cookie JSON', () => {
    const user = parseUserInfo(JSON.stringify({ id: 7, username: 'ann', walletaddress: '0xabc', extra: 1 }))
    expect(user.id).toBe('7')
    expect(user.username).toBe('ann')
    expect(user.walletaddress).toBe('0xabc')
    expect(user).not.toHaveProperty('extra')
  })

  it('keeps only fields of the right type: a number id becomes text, a wrong type becomes empty', () => {
    const user = parseUserInfo(
      JSON.stringify({
        id: 'u1',
        uid: 12,
        username: 5,
        email: null,
        registertype: '2',
        brickstype: {},
        bricksamount: 3,
      }),
    )
    expect(user).toMatchObject({
      id: 'u1',
      uid: '12',
      username: '',
      email: '',
      registertype: '2',
      bricksamount: 3,
    })
    expect(user).not.toHaveProperty('brickstype')
    expect(user).not.toHaveProperty('imgsource')
  })

  it('gives the empty user when the cookie is absent or broken', () => {
    expect(parseUserInfo(undefined)).toEqual(EMPTY_USER)
    expect(parseUserInfo('{not json')).toEqual(EMPTY_USER)
    expect(parseUserInfo('[1,2]')).toEqual(EMPTY_USER)
  })

  it('shows the member’s own picture before their .kid name’s avatar, and that before the default', () => {
    const kid = 'https://pics.example/kid.png'
    expect(avatarOf({ ...EMPTY_USER, headimgurl: '/uploads/me.png' }, kid)).toBe('/uploads/me.png')
    expect(avatarOf(EMPTY_USER, kid)).toBe(kid)
    expect(avatarOf(EMPTY_USER, null)).toBe(DEFAULT_AVATAR)
  })

  it('falls back to the default avatar and a readable name', () => {
    expect(avatarOf(EMPTY_USER)).toBe(DEFAULT_AVATAR)
    expect(displayNameOf({ ...EMPTY_USER, email: 'bo@kid.social' })).toBe('bo')
  })
})
