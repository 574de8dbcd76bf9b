import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes'

/**
 * The route table of spec 000 §2.2 and 001 §2, grouped by domain (design §3) and placed
 * in the layouts of spec 000 §2.3. Each domain lists its pages per layout; a domain's
 * later issues add their routes to its group. Route files live in routes/<domain>/.
 */
type LayoutName =
  | 'default'
  | 'activity'
  | 'denet'
  | 'empty'
  | 'h5'
  | 'home'
  | 'kid'
  | 'login'
  | 'login2'
  | 'mobile'
  | 'whitebgcontainer'

type DomainRoutes = Partial<Record<LayoutName, RouteConfigEntry[]>>

const general: DomainRoutes = {
  home: [index('routes/general/home.tsx')],
  mobile: [route('mobileHome', 'routes/general/mobile-home.tsx')],
  default: [
    route('404', 'routes/general/not-found.tsx'),
    route('error', 'routes/general/error.tsx'),
    route('contact-us', 'routes/general/contact-us.tsx'),
    route('subscribe', 'routes/general/subscribe.tsx'),
    route('subscribe/:slug', 'routes/general/subscribe-confirm.tsx'),
    route('app', 'routes/general/app-download.tsx'),
    route('search', 'routes/general/search.tsx'),
    route('search/:query/:subQuery?', 'routes/general/search.tsx', { id: 'general/search-query' }),
  ],
  whitebgcontainer: [
    route('terms', 'routes/general/terms.tsx'),
    route('term', 'routes/general/terms.tsx', { id: 'general/term' }),
    route('website/term', 'routes/general/terms.tsx', { id: 'general/website-term' }),
    route('privacy', 'routes/general/privacy.tsx'),
    route('website/privacy', 'routes/general/privacy.tsx', { id: 'general/website-privacy' }),
    route('copyright', 'routes/general/copyright.tsx'),
  ],
  // Matched case-insensitively, so /iplimit (where the API client sends people) lands here too.
  empty: [route('ipLimit', 'routes/general/ip-limit.tsx')],
  h5: [
    route('h5/download', 'routes/general/h5-download.tsx'),
    route('h5/illustrate', 'routes/general/illustrate.tsx'),
  ],
}

// The other domains receive their routes in their own issues (spec 000 §2.2, 001 §2).
const account: DomainRoutes = {
  login2: [
    route('login', 'routes/account/login.tsx'),
    route('login/index', 'routes/account/login.tsx', { id: 'account/login-index' }),
    route('reg', 'routes/account/reg.tsx'),
    route('reg/index', 'routes/account/reg.tsx', { id: 'account/reg-index' }),
    route('reg/:invitecode', 'routes/account/reg.tsx', { id: 'account/reg-invite' }),
  ],
  login: [
    route('forgot', 'routes/account/forgot.tsx'),
    route('verification', 'routes/account/verification.tsx'),
    route('resetPassword', 'routes/account/reset-password.tsx'),
    route('emailVerify', 'routes/account/email-verify.tsx'),
    route('bind/email', 'routes/account/bind-email.tsx'),
    route('auth', 'routes/account/auth.tsx'),
    route('redirect', 'routes/account/redirect.tsx'),
  ],
  default: [route('setting', 'routes/account/setting.tsx')],
  h5: [
    route('h5/connect-wallet', 'routes/account/h5/connect-wallet.tsx'),
    route('h5/wallet/connect', 'routes/account/h5/connect-wallet.tsx', { id: 'account/h5-wallet-connect' }),
  ],
}
const market: DomainRoutes = {
  default: [
    route('marketplace', 'routes/market/marketplace.tsx'),
    route('marketplace/creators', 'routes/market/creator-ranking.tsx'),
    route('marketplace/:type', 'routes/market/marketplace.tsx', { id: 'market/marketplace-type' }),
    route('marketplaceOld', 'routes/market/marketplace.tsx', { id: 'market/marketplace-old' }),
    route('nftdetails', 'routes/market/nftdetails.tsx'),
    route('nftCreate', 'routes/market/nft-create.tsx'),
    route('creator-center/upload', 'routes/market/nft-create.tsx', { id: 'market/creator-upload' }),
    route('personal/collections', 'routes/market/collections.tsx'),
    route('personal/earnings', 'routes/market/earnings.tsx'),
    route('personal/creator', 'routes/market/creator-by-address.tsx'),
    route('personal/collection/:type/:collectId', 'routes/market/collection.tsx'),
    route('sellList', 'routes/market/sell-list.tsx'),
    route('sellConfig', 'routes/market/sell-config.tsx'),
    route('personal/:category?/:subclass?/:userid?', 'routes/market/personal.tsx'),
    // The member's own /personal with its editing controls: one profile page, one place to edit it.
    route('profile', 'routes/market/personal.tsx', { id: 'market/profile' }),
    route('profileNew', 'routes/market/personal.tsx', { id: 'market/profile-new' }),
  ],
}
const launchpad: DomainRoutes = {
  default: [
    route('launchpad', 'routes/launchpad/home.tsx'),
    route('launchpad/index/:category', 'routes/launchpad/home.tsx', { id: 'launchpad/home-category' }),
    route('launchpad/list/:category/:type?', 'routes/launchpad/list.tsx'),
    route('launchpad/calendar/:year/:month', 'routes/launchpad/calendar.tsx'),
    route('launchpad/nftInfo', 'routes/launchpad/drop.tsx'),
    route('launchpad/mint', 'routes/launchpad/drop.tsx', { id: 'launchpad/drop-mint' }),
    route('launchpad/nftList', 'routes/launchpad/drop.tsx', { id: 'launchpad/drop-items' }),
    // KID's extensions: the creator's application and their drops.
    route('launchpad/apply', 'routes/launchpad/apply.tsx'),
    route('launchpad/mine', 'routes/launchpad/mine.tsx'),
  ],
}
// The .kid names (spec 001 §2); /kid/domain-manage (My names) and below need login, as do the legacy /kns paths.
const kns: DomainRoutes = {
  kid: [
    route('kid', 'routes/kns/home.tsx'),
    route('kid/search', 'routes/kns/legacy.tsx', { id: 'kns/legacy-search' }),
    route('kid/search/:domain', 'routes/kns/search.tsx'),
    route('kid/register/:domain', 'routes/kns/register.tsx'),
    route('kid/renewal/:domain', 'routes/kns/renewal.tsx'),
    route('kid/domain-manage', 'routes/kns/my-names.tsx'),
    route('kid/domain-manage/:domain', 'routes/kns/manage.tsx'),
  ],
  default: [
    route('kns/register/*', 'routes/kns/legacy.tsx', { id: 'kns/legacy-register' }),
    route('kns/details', 'routes/kns/legacy.tsx', { id: 'kns/legacy-details' }),
  ],
}
// The blind boxes (login required): /blindBox/{cdkey?} is the home without a code, the code's page with one.
const bbox: DomainRoutes = {
  default: [
    route('blindBox', 'routes/bbox/home.tsx'),
    route('blindBox/history', 'routes/bbox/history.tsx'),
    route('blindBox/info/:tokenid?', 'routes/bbox/box.tsx'),
    route('blindBox/:cdkey', 'routes/bbox/code.tsx'),
  ],
}
const data: DomainRoutes = {}
const community: DomainRoutes = {}
const quiz: DomainRoutes = {}
const bricks: DomainRoutes = {
  default: [
    route('bricks', 'routes/bricks/center.tsx'),
    route('bricks/invite', 'routes/bricks/invite.tsx'),
    route('bricks/rules', 'routes/bricks/rules.tsx'),
    route('bricks/social', 'routes/bricks/social.tsx'),
  ],
  h5: [
    route('h5/bricks', 'routes/bricks/center.tsx', { id: 'bricks/h5-center' }),
    route('h5/bricks-log', 'routes/bricks/log.tsx'),
    route('h5/bricks/:slug', 'routes/bricks/task.tsx'),
  ],
}
const im: DomainRoutes = {}
const notice: DomainRoutes = {
  default: [
    route('message/setting', 'routes/notice/message-setting.tsx'),
    route('message/:subclass?', 'routes/notice/message.tsx'),
  ],
}
// The KID wallet's views (/wallet/{category}/{type}); the spending pages (/wallet/spending/*) join them.
const spending: DomainRoutes = {
  default: [
    route('wallet', 'routes/spending/wallet.tsx'),
    route('wallet/setup/create', 'routes/spending/wallet-create.tsx'),
    route('wallet/setup/import', 'routes/spending/wallet-import.tsx'),
    route('wallet/settings/phrase', 'routes/spending/wallet-phrase.tsx'),
    route('wallet/settings/info', 'routes/spending/wallet-info.tsx'),
    route('wallet/settings/password', 'routes/spending/wallet-password.tsx'),
    route('wallet/settings/email', 'routes/spending/wallet-email.tsx'),
    route('wallet/assets/share', 'routes/spending/wallet-share.tsx'),
    route('wallet/assets/send', 'routes/spending/wallet-send.tsx'),
    route('wallet/spending/info', 'routes/spending/info.tsx'),
    route('wallet/spending/deposit', 'routes/spending/deposit.tsx'),
    route('wallet/spending/withdraw', 'routes/spending/withdraw.tsx'),
  ],
}
const news: DomainRoutes = {}

/** Every domain's pages; lib/domains.ts `LIVE_DOMAINS` names the ones that have any (a test holds them equal). */
export const DOMAIN_ROUTES = {
  general,
  account,
  market,
  launchpad,
  kns,
  bbox,
  data,
  community,
  news,
  quiz,
  bricks,
  im,
  notice,
  spending,
} satisfies Record<string, DomainRoutes>

function pagesOf(name: LayoutName): RouteConfigEntry[] {
  return Object.values(DOMAIN_ROUTES).flatMap((domain) => domain[name] ?? [])
}

/** A layout route only when some domain places a page in it. */
function layoutOf(name: LayoutName, extra: RouteConfigEntry[] = []): RouteConfigEntry[] {
  const children = [...pagesOf(name), ...extra]
  return children.length ? [layout(`layouts/${name}.tsx`, children)] : []
}

export default [
  route('index', 'routes/general/index-redirect.tsx'),
  ...layoutOf('home'),
  ...layoutOf('mobile'),
  ...layoutOf('whitebgcontainer'),
  ...layoutOf('activity'),
  ...layoutOf('denet'),
  ...layoutOf('kid'),
  ...layoutOf('login'),
  ...layoutOf('login2'),
  ...layoutOf('h5'),
  ...layoutOf('empty'),
  // Unknown paths: 'This page could not be found', answered with HTTP 404.
  ...layoutOf('default', [route('*', 'routes/general/not-found-splat.tsx')]),
] satisfies RouteConfig
