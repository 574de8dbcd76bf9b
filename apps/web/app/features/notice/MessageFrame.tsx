import { Bell, Heart, MessageCircle, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import { Container } from '../../ui/Container.tsx'
import { type SectionLink, SectionNav } from '../../ui/SectionNav.tsx'

const LINKS: SectionLink[] = [
  // /message without a subclass is the Notifications tab too.
  { to: '/message/all', label: 'Notifications', icon: Bell, alsoOn: ['/message'] },
  { to: '/message/replies', label: 'Replies', icon: MessageCircle },
  { to: '/message/likes', label: 'Likes', icon: Heart },
  { to: '/message/setting', label: 'Settings', icon: Settings },
]

/** The messages area: its sections beside the page (above it on phones), the page's title and actions. */
export function MessageFrame({
  title,
  actions,
  children,
}: {
  title: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <Container className="py-8 desk:py-10">
      <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8">
        <SectionNav label="Messages" links={LINKS} />
        <section aria-labelledby="message-title" className="min-w-0">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h1 id="message-title" className="text-2xl font-bold text-fg">
              {title}
            </h1>
            {actions}
          </div>
          {children}
        </section>
      </div>
    </Container>
  )
}
