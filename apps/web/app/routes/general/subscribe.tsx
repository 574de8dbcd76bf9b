import { Bell, Gift, Rocket } from 'lucide-react'
import { SubscribeForm } from '../../features/general/subscribe/SubscribeForm.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Card } from '../../ui/Card.tsx'
import { Container } from '../../ui/Container.tsx'

export const meta = () =>
  pageMeta({
    title: 'Subscribe to the KID newsletter',
    description: 'Get new drops, features and rewards from KID in your inbox.',
  })

const perks = [
  { icon: Rocket, text: 'Upcoming launchpad drops and whitelist openings' },
  { icon: Gift, text: 'Quiz seasons, bricks rewards and blind box events' },
  { icon: Bell, text: 'New features and important account notices' },
]

export default function SubscribePage() {
  return (
    <Container className="grid gap-10 py-12 desk:grid-cols-2 desk:items-center desk:py-20">
      <div>
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Newsletter</p>
        <h1 className="mt-2 text-4xl font-black tracking-tight text-fg desk:text-5xl">Stay in the loop</h1>
        <p className="mt-4 max-w-lg text-base leading-7 text-fg-muted">
          The best of KID, straight to your inbox. We confirm your address first, so nobody can sign you up
          but you.
        </p>
        <ul className="mt-8 space-y-4">
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm font-medium text-fg">
              <span
                className="inline-flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-600"
                aria-hidden="true"
              >
                <Icon className="size-4.5" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <Card className="p-6 desk:p-8">
        <SubscribeForm />
      </Card>
    </Container>
  )
}
