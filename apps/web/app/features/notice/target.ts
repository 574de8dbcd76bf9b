import { isKidDomain } from '@kid/shared/kns/names'
import { NEWSTYPE, type NoticeView } from '@kid/shared/notice'
import { renewHref } from '../kns/links.ts'
import { dropHref } from '../launchpad/links.ts'
import { itemHref } from '../market/links.ts'

const MARKET_TYPES = new Set<number>([
  NEWSTYPE.OUTBID,
  NEWSTYPE.SOLD,
  NEWSTYPE.OFFER_RECEIVED,
  NEWSTYPE.OFFER_ACCEPTED,
  NEWSTYPE.AUCTION_WON,
  NEWSTYPE.LISTING_EXPIRED,
])

/** Where a notice leads when it does not leave the site (spec 001 §4 "Notification click"). */
export const FALLBACK_TARGET = '/message/all'

/**
 * The in-app page of a notice, by newstype: 7 or 8 news detail, 5 or 6 group result with
 * group_id, 3 the member's community/published page, anything else the post — for the
 * marketplace's notices the item page, for an invite the invite page, for a name's expiry
 * its renewal, for a drop reminder the drop. News, groups, community and posts have no pages yet, so
 * those lead to the notifications page instead of a page that does not exist.
 */
export function noticeTarget(notice: Pick<NoticeView, 'newstype' | 'contentid'>): string {
  if (notice.newstype === NEWSTYPE.INVITE_QUALIFIED) return '/bricks/invite'
  // An expiry reminder renews its name; a drop reminder opens its drop.
  if (notice.newstype === NEWSTYPE.KNS_EXPIRY && isKidDomain(notice.contentid))
    return renewHref(notice.contentid)
  if (notice.newstype === NEWSTYPE.DROP_REMINDER && /^\d+$/.test(notice.contentid))
    return dropHref(Number(notice.contentid))
  if (MARKET_TYPES.has(notice.newstype) && /^\d+$/.test(notice.contentid))
    return itemHref(Number(notice.contentid))
  return FALLBACK_TARGET
}
