import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react'
import { Link } from 'react-router'
import { confirmSubscription } from '../../features/general/api/subscription.ts'
import { UnsubscribeForm } from '../../features/general/subscribe/UnsubscribeForm.tsx'
import { linkErrorText } from '../../lib/api/linkErrorText.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Container } from '../../ui/Container.tsx'
import type { Route } from './+types/subscribe-confirm'

export const meta = () =>
  pageMeta({
    title: 'Confirm your subscription | KID',
    description: 'Confirm your KID newsletter subscription.',
  })

/** /subscribe/{slug}: the link of the confirmation mail. The slug is the confirmation token. */
export default function SubscribeConfirmPage({ params }: Route.ComponentProps) {
  const token = params.slug
  const result = useQuery({
    queryKey: ['account', 'subscribe-confirm', token],
    queryFn: () => confirmSubscription(token).then(() => true),
    retry: false,
  })

  return (
    <Container className="max-w-2xl py-12 desk:py-20">
      <Card className="p-8 text-center desk:p-10">
        {result.isPending ? (
          <div role="status" className="flex flex-col items-center">
            <LoaderCircle className="size-10 animate-spin text-brand-600" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-fg">Confirming your subscription…</h1>
          </div>
        ) : result.isSuccess ? (
          <div role="status" className="flex flex-col items-center">
            <CircleCheck className="size-12 text-success-600" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-fg">You're subscribed</h1>
            <p className="mt-2 text-fg-muted">
              Thanks for confirming. The next KID newsletter is on its way to you.
            </p>
            <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
              Explore KID
            </Link>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center">
            <CircleX className="size-12 text-danger-600" aria-hidden="true" />
            <h1 className="mt-4 text-2xl font-bold text-fg">We couldn't confirm this subscription</h1>
            <p className="mt-2 text-fg-muted">
              {linkErrorText(result.error, 'This confirmation link is invalid, used or expired.')}
            </p>
            <Link to="/subscribe" className={buttonClass('primary', 'md', 'mt-6')}>
              Subscribe again
            </Link>
          </div>
        )}
      </Card>
      <section
        aria-labelledby="unsubscribe-title"
        className="mt-8 rounded-2xl border border-line bg-surface p-6"
      >
        <h2 id="unsubscribe-title" className="text-base font-bold text-fg">
          Changed your mind?
        </h2>
        <p className="mt-1 mb-4 text-sm text-fg-muted">Enter your email address to stop the newsletter.</p>
        <UnsubscribeForm />
      </section>
    </Container>
  )
}
