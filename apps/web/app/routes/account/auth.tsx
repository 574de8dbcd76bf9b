import { authErrorMessage } from '@kid/shared/account/auth-errors'
import { REGISTER_TYPE_INVALID, registerTypeOf } from '@kid/shared/account/register-type'
import { ExternalLink, Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AuthCard, FormError } from '../../features/account/AuthCard.tsx'
import { accountApi } from '../../features/account/api/account.ts'
import { needsEmail } from '../../features/account/needsEmail.ts'
import { completeSignIn } from '../../features/account/signInDone.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'

export const meta = () => pageMeta({ title: 'Signing you in', description: 'Finishing sign-in to KID.' })

function externalTarget(redirectUri: string | null): URL | undefined {
  if (!redirectUri || !/^https?:\/\//i.test(redirectUri)) return undefined
  try {
    const url = new URL(redirectUri)
    return url.origin === window.location.origin ? undefined : url
  } catch {
    return undefined
  }
}

/**
 * /auth: the third-party callback (registertype + openid → open/auto; an account without an e-mail
 * goes to /bind/email), and the stop before leaving KID for another site's redirectUri (§2.7).
 */
export default function AuthPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { loggedIn } = useSession()
  const [error, setError] = useState('')
  const [external, setExternal] = useState<URL | undefined>()
  const started = useRef(false)
  const openid = search.get('openid') ?? ''
  const registertype = search.get('registertype') ?? ''
  const redirectUri = search.get('redirectUri')
  // The provider's callback failed (refused, expired, state mismatch): the server sends a code, and
  // only known codes' texts are shown, so a crafted link cannot put its own words on this page.
  const errorCode = search.get('error')
  const callbackError = errorCode === null ? '' : authErrorMessage(errorCode, registertype)

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (callbackError) return
    if (openid && registertype) {
      const type = registerTypeOf(registertype)
      if (type === undefined) {
        setError(REGISTER_TYPE_INVALID)
        return
      }
      accountApi
        .thirdLogin({ registertype: type, openid })
        .then((answer) => completeSignIn(answer, { redirectUri }))
        .catch((e: unknown) => {
          if (needsEmail(e))
            navigate(`/bind/email?${new URLSearchParams({ openid, registertype })}`, { replace: true })
          else setError(e instanceof Error ? e.message : 'Error')
        })
      return
    }
    const target = externalTarget(redirectUri)
    if (!target) {
      navigate('/', { replace: true })
      return
    }
    if (!loggedIn) navigate(`/login?${new URLSearchParams({ redirectUri: target.href })}`, { replace: true })
    else setExternal(target)
  }, [openid, registertype, redirectUri, callbackError, loggedIn, navigate])

  const shown = callbackError || error
  if (external)
    return (
      <AuthCard
        title="You’re signed in"
        subtitle={
          <>
            You are leaving KID for <strong className="font-semibold text-fg">{external.host}</strong>.
          </>
        }
      >
        <div className="flex flex-col gap-3">
          <Button asChild size="lg">
            <a href={external.href}>
              Continue to {external.host}
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/">Stay on KID</Link>
          </Button>
        </div>
      </AuthCard>
    )

  return (
    <AuthCard title={shown ? 'Sign-in failed' : 'Signing you in…'}>
      {shown ? (
        <div className="flex flex-col gap-4">
          <FormError message={shown} />
          <Button asChild size="lg">
            <Link to="/login">Back to Log In</Link>
          </Button>
        </div>
      ) : (
        <div className="flex justify-center py-6">
          <Loader2 className="size-8 animate-spin text-brand-600" aria-label="Signing you in" />
        </div>
      )}
    </AuthCard>
  )
}
