import type { RouteConfigEntry } from '@react-router/dev/routes'
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import config from './routes.ts'

/** The route table as plain route objects, each leaf tagged with its module and layout. */
function toObjects(entries: RouteConfigEntry[], parentLayout = ''): RouteObject[] {
  return entries.map((entry) => {
    const layout = entry.path === undefined && !entry.index ? entry.file : parentLayout
    return {
      id: entry.id ?? entry.file,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      handle: { file: entry.file, layout },
      children: entry.children ? toObjects(entry.children, layout) : undefined,
    } as RouteObject
  })
}

const routes = toObjects(config as RouteConfigEntry[])

function leaf(path: string): { file: string; layout: string } | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.handle as { file: string; layout: string } | undefined
}

describe('route table', () => {
  it.each([
    ['/', 'routes/general/home.tsx', 'layouts/home.tsx'],
    ['/terms', 'routes/general/terms.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/term', 'routes/general/terms.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/website/term', 'routes/general/terms.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/privacy', 'routes/general/privacy.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/website/privacy', 'routes/general/privacy.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/copyright', 'routes/general/copyright.tsx', 'layouts/whitebgcontainer.tsx'],
    ['/contact-us', 'routes/general/contact-us.tsx', 'layouts/default.tsx'],
    ['/subscribe', 'routes/general/subscribe.tsx', 'layouts/default.tsx'],
    ['/subscribe/abc', 'routes/general/subscribe-confirm.tsx', 'layouts/default.tsx'],
    ['/ipLimit', 'routes/general/ip-limit.tsx', 'layouts/empty.tsx'],
    ['/iplimit', 'routes/general/ip-limit.tsx', 'layouts/empty.tsx'],
    ['/app', 'routes/general/app-download.tsx', 'layouts/default.tsx'],
    ['/h5/download', 'routes/general/h5-download.tsx', 'layouts/h5.tsx'],
    ['/mobileHome', 'routes/general/mobile-home.tsx', 'layouts/mobile.tsx'],
    ['/404', 'routes/general/not-found.tsx', 'layouts/default.tsx'],
    ['/error', 'routes/general/error.tsx', 'layouts/default.tsx'],
    ['/index', 'routes/general/index-redirect.tsx', ''],
    ['/login', 'routes/account/login.tsx', 'layouts/login2.tsx'],
    ['/login/', 'routes/account/login.tsx', 'layouts/login2.tsx'],
    ['/login/index', 'routes/account/login.tsx', 'layouts/login2.tsx'],
    ['/reg', 'routes/account/reg.tsx', 'layouts/login2.tsx'],
    ['/reg/index', 'routes/account/reg.tsx', 'layouts/login2.tsx'],
    ['/reg/AB12CD', 'routes/account/reg.tsx', 'layouts/login2.tsx'],
    ['/forgot', 'routes/account/forgot.tsx', 'layouts/login.tsx'],
    ['/verification', 'routes/account/verification.tsx', 'layouts/login.tsx'],
    ['/resetPassword', 'routes/account/reset-password.tsx', 'layouts/login.tsx'],
    ['/emailVerify', 'routes/account/email-verify.tsx', 'layouts/login.tsx'],
    ['/bind/email', 'routes/account/bind-email.tsx', 'layouts/login.tsx'],
    ['/auth', 'routes/account/auth.tsx', 'layouts/login.tsx'],
    ['/redirect', 'routes/account/redirect.tsx', 'layouts/login.tsx'],
    ['/setting', 'routes/account/setting.tsx', 'layouts/default.tsx'],
    ['/profile', 'routes/market/personal.tsx', 'layouts/default.tsx'],
    ['/profileNew', 'routes/market/personal.tsx', 'layouts/default.tsx'],
    ['/h5/connect-wallet', 'routes/account/h5/connect-wallet.tsx', 'layouts/h5.tsx'],
    ['/h5/wallet/connect', 'routes/account/h5/connect-wallet.tsx', 'layouts/h5.tsx'],
    ['/marketplace', 'routes/market/marketplace.tsx', 'layouts/default.tsx'],
    ['/marketplace/video', 'routes/market/marketplace.tsx', 'layouts/default.tsx'],
    ['/marketplaceOld', 'routes/market/marketplace.tsx', 'layouts/default.tsx'],
    ['/nftdetails', 'routes/market/nftdetails.tsx', 'layouts/default.tsx'],
    ['/nftCreate', 'routes/market/nft-create.tsx', 'layouts/default.tsx'],
    ['/creator-center/upload', 'routes/market/nft-create.tsx', 'layouts/default.tsx'],
    ['/personal/collections', 'routes/market/collections.tsx', 'layouts/default.tsx'],
    ['/personal/earnings', 'routes/market/earnings.tsx', 'layouts/default.tsx'],
    ['/personal/creator', 'routes/market/creator-by-address.tsx', 'layouts/default.tsx'],
    ['/personal/collection/721/12', 'routes/market/collection.tsx', 'layouts/default.tsx'],
    ['/personal', 'routes/market/personal.tsx', 'layouts/default.tsx'],
    ['/personal/marketplace/created/42', 'routes/market/personal.tsx', 'layouts/default.tsx'],
  ])('%s renders %s in %s', (path, file, layout) => {
    expect(leaf(path)).toEqual({ file, layout })
  })

  it('sends unknown paths to the 404 splat', () => {
    expect(leaf('/no/such/page')?.file).toBe('routes/general/not-found-splat.tsx')
  })

  it('gives every route a unique id', () => {
    const ids: string[] = []
    const walk = (list: RouteObject[]) => {
      for (const r of list) {
        ids.push(String(r.id))
        if (r.children) walk(r.children)
      }
    }
    walk(routes)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
