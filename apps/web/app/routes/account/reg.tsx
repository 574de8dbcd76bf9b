import { UserPlus } from 'lucide-react'
import { useEffect } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { accountApi } from '../../features/account/api/account.ts'
import { ruleFromSearch } from '../../features/account/signInDone.ts'
import { usePageNav } from '../../features/account/usePageNav.ts'
import { SignUpView } from '../../features/account/views/SignUpView.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { rememberedInviteCode, rememberInviteCode } from '../../lib/session/signIn.ts'

export const meta = () =>
  pageMeta({ title: 'Sign Up', description: 'Create your KID account: collect, create and earn bricks.' })

function Inviter({ code }: { code: string }) {
  const { data } = useQuery({ queryKey: ['invite-info', code], queryFn: () => accountApi.inviteInfo(code) })
  const name = data?.username || data?.email
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3">
      {data?.headimgurl ? (
        <img src={data.headimgurl} alt="" className="size-10 rounded-full object-cover" />
      ) : (
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <UserPlus className="size-5" aria-hidden="true" />
        </span>
      )}
      <p className="text-sm text-fg">
        {name ? (
          <>
            <strong className="font-semibold">{name}</strong> invited you to KID
          </>
        ) : (
          'You were invited to KID'
        )}
        <span className="block text-xs text-fg-muted">Invite code {code}</span>
      </p>
    </div>
  )
}

/** /reg, /reg/, /reg/index and /reg/{invitecode}: the invite code is remembered for sign-up. */
export default function RegisterPage() {
  const { invitecode: fromPath } = useParams()
  const [search] = useSearchParams()
  const nav = usePageNav()
  const fromQuery = search.get('invitecode') ?? undefined
  const code = fromPath || fromQuery
  useEffect(() => {
    if (code) rememberInviteCode(code)
  }, [code])
  const invitecode = code || (typeof document === 'undefined' ? undefined : rememberedInviteCode())
  const query = search.toString()
  return (
    <SignUpView
      rule={ruleFromSearch(search)}
      nav={nav}
      invitecode={invitecode}
      inviter={code ? <Inviter code={code} /> : undefined}
      loginHref={query ? `/login?${query}` : '/login'}
    />
  )
}
