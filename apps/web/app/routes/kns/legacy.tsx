import { labelOf } from '@kid/shared/kns/names'
import { cleanKidSearchTerm } from '@kid/shared/validate/search-term'
import { redirect } from 'react-router'
import { kidSearchHref, MY_NAMES_HREF, manageHref, registerHref } from '../../features/kns/links.ts'
import type { Route } from './+types/legacy'

/**
 * The old .kid addresses (spec 001 §2) moved to today's pages: /kid/search?domain= (lowercased),
 * /kns/register/{domain}, /kns/details?domain=. The guards run first, so the login-required ones
 * have already asked a visitor to log in.
 */
export function loader({ request, params }: Route.LoaderArgs) {
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
