import { Loader2 } from 'lucide-react'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { followAfterLogin, ruleFromSearch } from '../../features/account/signInDone.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () => pageMeta({ title: 'Redirecting', description: 'Taking you to your page on KID.' })

/** /redirect?redirectUri=|path=: the after-login rule as a page (used by the apps and sign-in links). */
export default function RedirectPage() {
  const [search] = useSearchParams()
  useEffect(() => {
    followAfterLogin({ ...ruleFromSearch(search), fallback: '/' })
  }, [search])
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-fg-muted">
      <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden="true" />
      <p role="status">Redirecting…</p>
    </div>
  )
}
