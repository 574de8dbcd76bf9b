/**
 * Notifications (spec 001 §3 "Notification", §7 /api/communityservice/usernews), shared by the
 * server that writes and serves them and the web's bell, /message and /message/setting.
 */
export const NOTICE_BASE = '/api/communityservice/usernews'

/**
 * newstype values. 3, 5–8 are the spec's (§4 "Notification click" names where they lead); 1 and 2
 * are what the Replies and Likes tabs hold. The marketplace's (20–25) are ours: the spec lists
 * none, and they lead to the item. 30 is the reward centre's (ours too): it leads to /bricks/invite.
 * 40 is the .kid names' expiry reminder (ours): contentid is the label, it leads to /kid/renewal/{label}.
 */
export const NEWSTYPE = {
  REPLY: 1,
  LIKE: 2,
  COMMUNITY_PUBLISHED: 3,
  GROUP_JOINED: 5,
  GROUP_RESULT: 6,
  NEWS: 7,
  NEWS_FLASH: 8,
  OUTBID: 20,
  SOLD: 21,
  OFFER_RECEIVED: 22,
  OFFER_ACCEPTED: 23,
  AUCTION_WON: 24,
  LISTING_EXPIRED: 25,
  INVITE_QUALIFIED: 30,
  KNS_EXPIRY: 40,
  DROP_REMINDER: 41,
} as const
export type Newstype = (typeof NEWSTYPE)[keyof typeof NEWSTYPE]

/** The popup's tabs and their type ids (spec 001 §7: type 3, 1 or 2). */
export const NOTICE_TAB = { notifications: 3, replies: 1, likes: 2 } as const
export type NoticeTab = (typeof NOTICE_TAB)[keyof typeof NOTICE_TAB]

/** Which tab a notice is listed under: replies and likes have their own, the rest are notifications. */
export function tabOf(newstype: number): NoticeTab {
  if (newstype === NEWSTYPE.REPLY) return NOTICE_TAB.replies
  if (newstype === NEWSTYPE.LIKE) return NOTICE_TAB.likes
  return NOTICE_TAB.notifications
}

/** /message/{subclass}: the tab each subclass shows (spec 001 §2: all, replies, likes). */
export const MESSAGE_SUBCLASS = {
  all: NOTICE_TAB.notifications,
  replies: NOTICE_TAB.replies,
  likes: NOTICE_TAB.likes,
} as const
export type MessageSubclass = keyof typeof MESSAGE_SUBCLASS

/** The kinds a member may turn off on /message/setting, with the words the page shows. */
export const NOTICE_SETTINGS = [
  { newstype: NEWSTYPE.SOLD, label: 'Sold', description: 'One of your items was bought.' },
  {
    newstype: NEWSTYPE.OFFER_RECEIVED,
    label: 'Offers received',
    description: 'Someone made an offer on your listing.',
  },
  {
    newstype: NEWSTYPE.OFFER_ACCEPTED,
    label: 'Offers accepted',
    description: 'A seller accepted your offer.',
  },
  { newstype: NEWSTYPE.OUTBID, label: 'Outbid', description: 'Someone placed a higher bid than yours.' },
  {
    newstype: NEWSTYPE.AUCTION_WON,
    label: 'Auctions won',
    description: 'An auction you bid on was delivered to you.',
  },
  {
    newstype: NEWSTYPE.LISTING_EXPIRED,
    label: 'Listings expired',
    description: 'One of your listings ended unsold.',
  },
  {
    newstype: NEWSTYPE.INVITE_QUALIFIED,
    label: 'Invites',
    description: 'A friend you invited qualified, and your reward is ready to claim.',
  },
  {
    newstype: NEWSTYPE.KNS_EXPIRY,
    label: '.kid name expiry',
    description: 'One of your .kid names expires in 30, 7 or 1 days.',
  },
  {
    newstype: NEWSTYPE.DROP_REMINDER,
    label: 'Drop reminders',
    description: 'A drop you subscribed to is about to open.',
  },
  { newstype: NEWSTYPE.REPLY, label: 'Replies', description: 'Someone replied to you.' },
  { newstype: NEWSTYPE.LIKE, label: 'Likes', description: 'Someone liked what you posted.' },
] as const

/** Notice page sizes: the popup asks for page 1, size 3 (spec 001 §9). */
export const POPUP_PAGE = 1
export const POPUP_SIZE = 3
/** A tab switch reloads the popup after this many ms (spec 001 §9). */
export const POPUP_RELOAD_MS = 500
/** The unread count is polled this often while signed in (spec 001 §9), besides the realtime event. */
export const UNREAD_POLL_MS = 30_000

/** A notice as the calls return it (spec 001 §3); content is HTML, sanitised by the server. */
export type NoticeView = {
  id: number
  newstype: number
  contentid: string
  title: string
  content: string
  iconurl: string | null
  /** ISO time. */
  createtime: string
  status: 0 | 1
}
/** Unread counts per tab (spec 001 §3 "Tab counts"). */
export type TabCounts = { notificationstotal: number; repliestotal: number; likestotal: number }
/** findpage: `num` is how many notices the tab holds (for paging), the tab counts are unread. */
export type NoticePage = TabCounts & {
  list: NoticeView[]
  num: number
  page: number
  size: number
  hasMore: boolean
}
export type JumpCheck = { isjump: 0 | 1; url: string }
export type NoticeSetting = { newstype: number; label: string; description: string; enabled: boolean }
