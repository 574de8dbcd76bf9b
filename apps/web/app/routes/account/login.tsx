import { useSearchParams } from 'react-router'
import { ruleFromSearch } from '../../features/account/signInDone.ts'
import { usePageNav } from '../../features/account/usePageNav.ts'
import { LoginView } from '../../features/account/views/LoginView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Log In', description: 'Log in to KID with your email, a wallet or a social account.' })

/** /login, /login/ and /login/index (query path and login, or redirectUri). */
export default function LoginPage() {
  const [search] = useSearchParams()
  const nav = usePageNav()
  const rest = new URLSearchParams(search)
  rest.delete('login')
  const query = rest.toString()
  return <LoginView rule={ruleFromSearch(search)} nav={nav} signUpHref={query ? `/reg?${query}` : '/reg'} />
}
