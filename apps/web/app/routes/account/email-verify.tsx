import { CheckCircle2, Loader2, XCircle } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { AuthCard } from '../../features/account/AuthCard.tsx'
import { ACCOUNT } from '../../features/account/api/account.ts'
import { UndoEmailChange } from '../../features/account/UndoEmailChange.tsx'
import { api } from '../../lib/api/browserClient.ts'
import { linkErrorText } from '../../lib/api/linkErrorText.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { Button } from '../../ui/Button.tsx'

export const meta = () => pageMeta({ title: 'Verify email', description: 'Confirming your email address.' })

/**
 * /emailVerify: the link of a confirmation e-mail (its query goes to GET open/email/confirm), or,
 * with `undo`, the link mailed to the old address after a change.
 */
export default function EmailVerifyPage() {
  const [search] = useSearchParams()
  const undo = search.get('undo')
  return undo ? <UndoEmailChange token={undo} /> : <ConfirmEmail search={search} />
}

const BAD_LINK =
  'This confirmation link is invalid, used or expired. Open the link in your latest email, or change your email again from Settings.'

function ConfirmEmail({ search }: { search: URLSearchParams }) {
  const token = search.get('token')
  const confirm = useQuery({
    queryKey: ['email-confirm', token],
    queryFn: () =>
      api.get<unknown>(`${ACCOUNT}/open/email/confirm`, { token: token ?? '' }, { silent: true }),
    enabled: Boolean(token),
    retry: false,
  })
  // A link without its token (cut by a mail program) fails without asking the server.
  const isPending = Boolean(token) && confirm.isPending
  const isError = !token || confirm.isError
  return (
    <AuthCard
      title={
        isPending ? 'Confirming your email…' : isError ? 'We couldn’t confirm this email' : 'Email confirmed'
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        {isPending ? (
          <Loader2 className="size-8 animate-spin text-brand-600" aria-label="Confirming" />
        ) : isError ? (
          <>
            <XCircle className="size-12 text-danger-600" aria-hidden="true" />
            <p className="text-sm text-fg-muted">{linkErrorText(confirm.error, BAD_LINK)}</p>
          </>
        ) : (
          <CheckCircle2 className="size-12 text-success-600" aria-hidden="true" />
        )}
        {!isPending && (
          <Button asChild size="lg" className="w-full">
            <Link to="/">Go to KID</Link>
          </Button>
        )}
      </div>
    </AuthCard>
  )
}
