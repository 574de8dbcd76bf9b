import { describe, expect, it } from 'vitest'
import { BLACKLIST_EXEMPT, isLoginOnly, isLoginRequired, matchesRoute } from './routes.ts'

describe('matchesRoute', () => {
  it('matches exact patterns, ignoring a trailing slash', () => {
    expect(matchesRoute('/bricks', ['/bricks'])).toBe(true)
    expect(matchesRoute('/bricks/', ['/bricks'])).toBe(true)
    expect(matchesRoute('/bricks/invite', ['/bricks'])).toBe(false)
    expect(matchesRoute('/bricksx', ['/bricks'])).toBe(false)
  })
  it('matches a /* pattern at its base and below, but not a longer sibling', () => {
    const patterns = ['/kns/register/*']
    expect(matchesRoute('/kns/register', patterns)).toBe(true)
    expect(matchesRoute('/kns/register/alice', patterns)).toBe(true)
    expect(matchesRoute('/kns/register/alice/2', patterns)).toBe(true)
    expect(matchesRoute('/kns/registers', patterns)).toBe(false)
  })
  it('ignores letter case, as the router does', () => {
    expect(matchesRoute('/SELLLIST', ['/sellList'])).toBe(true)
    expect(matchesRoute('/Kns/Register/alice', ['/kns/register/*'])).toBe(true)
  })
  it('keeps / distinct from every other path', () => {
    expect(matchesRoute('/', BLACKLIST_EXEMPT)).toBe(true)
    expect(matchesRoute('/index', BLACKLIST_EXEMPT)).toBe(false)
  })
})

describe('isLoginRequired', () => {
  it.each([
    ['/nftCreate', true],
    ['/NFTCREATE', true],
    ['/IM/42', true],
    ['/wallet/withdraw', true],
    ['/wallet', true],
    ['/activity/ranking/12', true],
    ['/blindBox', true],
    ['/im', true],
    ['/im/42', true],
    ['/im/scan', false],
    ['/launchpad/apply', true],
    ['/launchpad/mine', true],
    ['/launchpad', false],
    ['/launchpad/nftInfo', false],
    ['/im/scan/', false],
    ['/imx', false],
    ['/', false],
    ['/marketplace', false],
    ['/kns/details/extra', false],
  ])('%s: %s', (path, required) => {
    expect(isLoginRequired(path)).toBe(required)
  })
})

describe('isLoginOnly', () => {
  it.each([
    ['/login', true],
    ['/Login', true],
    ['/login/', true],
    ['/login/index', true],
    ['/reg', true],
    ['/reg/INVITE1', true],
    ['/reg/a/b', false],
    ['/loginx', false],
    ['/', false],
  ])('%s: %s', (path, only) => {
    expect(isLoginOnly(path)).toBe(only)
  })
})
