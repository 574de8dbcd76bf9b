import { labelOf } from '@kid/shared/kns/names'
import { cleanKidSearchTerm } from '@kid/shared/validate/search-term'
import { redirect } from 'react-router'
import { kidSearchHref, MY_NAMES_HREF, manageHref, registerHref } from '../../features/kns/links.ts'
import { requestGuard } from '../../lib/guards/requestGuard.ts'
import type { Route } from './+types/legacy'

/**
 * The old .kid addresses (spec 001 §2) moved to today's pages: /kid/search?domain= (lowercased),
 * /kns/register/{domain}, /kns/details?domain=. A loader's redirect runs beside the root loader's
 * guards and would win over them, so the login-required ones are guarded here first.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const guarded = requestGuard(request)
  if (guarded) return redirect(guarded)
  const url = new URL(request.url)
  const domain = url.searchParams.get('domain') ?? ''
  if (url.pathname.toLowerCase().startsWith('/kns/register/')) {
    const label = labelOf(params['*'] ?? '')
    return redirect(label ? registerHref(encodeURIComponent(label)) : '/kid')
  }
  if (url.pathname.toLowerCase().startsWith('/kns/details'))
    return redirect(domain ? manageHref(encodeURIComponent(labelOf(domain))) : MY_NAMES_HREF)
  const term = cleanKidSearchTerm(domain)?.toLowerCase()
  return redirect(term ? kidSearchHref(term) : '/kid')
}
