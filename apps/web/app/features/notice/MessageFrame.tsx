import { Bell, Heart, MessageCircle, Settings } from 'lucide-react'
import type { ReactNode } from 'react'
import type { SectionLink } from '../../ui/SectionNav.tsx'
import { SectionPage } from '../../ui/SectionPage.tsx'

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
    <SectionPage area="Messages" links={LINKS} id="message-title" title={title} actions={actions}>
      {children}
    </SectionPage>
  )
}
