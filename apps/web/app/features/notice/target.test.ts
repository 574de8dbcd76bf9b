import { NEWSTYPE } from '@kid/shared/notice'
import { describe, expect, it } from 'vitest'
import { FALLBACK_TARGET, noticeTarget } from './target.ts'

describe('where a notice leads', () => {
  it('a marketplace notice opens its item', () => {
    for (const newstype of [20, 21, 22, 23, 24, 25])
      expect(noticeTarget({ newstype, contentid: '42' })).toBe('/nftdetails?id=42')
  })

  it('news, groups, community and posts, which have no pages yet, stay on the notifications page', () => {
    for (const newstype of [NEWSTYPE.NEWS, NEWSTYPE.NEWS_FLASH, 5, 6, 3, NEWSTYPE.REPLY, NEWSTYPE.LIKE])
      expect(noticeTarget({ newstype, contentid: '42' })).toBe(FALLBACK_TARGET)
    expect(noticeTarget({ newstype: NEWSTYPE.SOLD, contentid: '' })).toBe(FALLBACK_TARGET)
    expect(noticeTarget({ newstype: NEWSTYPE.INVITE_QUALIFIED, contentid: '7' })).toBe('/bricks/invite')
  })

  it('a name’s expiry reminder opens its renewal, a drop reminder its drop', () => {
    expect(noticeTarget({ newstype: NEWSTYPE.KNS_EXPIRY, contentid: 'alice' })).toBe('/kid/renewal/alice')
    expect(noticeTarget({ newstype: NEWSTYPE.KNS_EXPIRY, contentid: '../x' })).toBe(FALLBACK_TARGET)
    expect(noticeTarget({ newstype: NEWSTYPE.DROP_REMINDER, contentid: '3' })).toBe('/launchpad/nftInfo?id=3')
  })
})
