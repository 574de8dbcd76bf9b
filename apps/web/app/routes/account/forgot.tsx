import { useNavigate, useSearchParams } from 'react-router'
import { usePageNav } from '../../features/account/usePageNav.ts'
import { ForgotView } from '../../features/account/views/EmailCodeRequestView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({ title: 'Forgot password', description: 'Reset the password of your KID account.' })

export default function ForgotPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  return (
    <ForgotView nav={usePageNav()} onBack={() => navigate(-1)} initialEmail={search.get('email') ?? ''} />
  )
}
