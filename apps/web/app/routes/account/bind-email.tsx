import { useEffect } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { usePageNav } from '../../features/account/usePageNav.ts'
import { BindEmailView } from '../../features/account/views/EmailCodeRequestView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Verify Your Email', description: 'Add an email address to your KID account.' })

/** /bind/email?openid=&registertype=: a third-party account gives its e-mail. */
export default function BindEmailPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const nav = usePageNav()
  const openid = search.get('openid') ?? ''
  const registertype = search.get('registertype') ?? ''
  const valid = Boolean(openid && registertype)
  useEffect(() => {
    if (!valid) navigate('/login', { replace: true })
  }, [valid, navigate])
  if (!valid) return null
  return <BindEmailView nav={nav} openid={openid} registertype={registertype} />
}
