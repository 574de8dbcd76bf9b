import { FilePlus2, Rocket } from 'lucide-react'
import type { ReactNode } from 'react'
import { SectionPage } from '../../ui/SectionPage.tsx'
import { WalletNeeded } from '../wallet/WalletNeeded.tsx'

/** The creator's side of the launchpad: applying, and their drops (deploy, withdraw). */
export function LaunchpadCreatorFrame({
  id,
  title,
  intro,
  children,
}: {
  id: string
  title: string
  intro: string
  children: ReactNode
}) {
  return (
    <SectionPage
      area="Launchpad for creators"
      links={[
        { to: '/launchpad/apply', label: 'Apply for a drop', icon: FilePlus2 },
        { to: '/launchpad/mine', label: 'My drops', icon: Rocket },
      ]}
      id={id}
      title={title}
      intro={intro}
    >
      <WalletNeeded purpose="deploy your drops and receive their proceeds" />
      {children}
    </SectionPage>
  )
}
