import { useEffect, useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { readResetQuery } from '../../features/account/flow.ts'
import { ResetView } from '../../features/account/views/ResetView.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () => pageMeta({ title: 'Reset Password', description: 'Choose a new password for KID.' })

/** /resetPassword?email&code&sendEmailType: without email and code → /login. */
export default function ResetPasswordPage() {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const query = useMemo(() => readResetQuery(search), [search])
  useEffect(() => {
    if (!query) navigate('/login', { replace: true })
  }, [query, navigate])
  if (!query) return null
  return (
    <ResetView
      {...query}
      onBack={() => navigate(-1)}
      // editPass: back to the profile editor; forgot: log in with the new password.
      onDone={() => window.location.assign(query.flow === 'editPass' ? '/profileNew' : '/login')}
    />
  )
}
