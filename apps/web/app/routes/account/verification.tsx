import { useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { readVerificationQuery } from '../../features/account/flow.ts'
import { usePageNav } from '../../features/account/usePageNav.ts'
import { VerificationView } from '../../features/account/views/VerificationView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Check Your Inbox', description: 'Enter the security code we emailed to you.' })

/** /verification?email&sendEmailType&sendStatus&openid&registertype&path: missing or unknown → /login. */
export default function VerificationPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const nav = usePageNav()
  const params = useMemo(() => readVerificationQuery(search), [search])
  useEffect(() => {
    if (!params) navigate('/login', { replace: true })
  }, [params, navigate])
  if (!params) return null
  return (
    <VerificationView
      key={`${params.email}:${params.flow}`}
      params={params}
      nav={nav}
      onBack={() => navigate(-1)}
    />
  )
}
