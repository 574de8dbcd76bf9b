import { ApplyForm } from '../../features/launchpad/ApplyForm.tsx'
import { LaunchpadCreatorFrame } from '../../features/launchpad/LaunchpadCreatorFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Apply for a drop | KID Launchpad',
    description: 'Bring your collection to the KID launchpad: set the supply, price, limits and whitelist.',
  })

/** /launchpad/apply (KID's extension, login required): the creator's application. */
export default function ApplyPage() {
  return (
    <LaunchpadCreatorFrame
      id="apply-title"
      title="Apply for a drop"
      intro="An operator reviews each application. Once approved, you deploy the drop from your own wallet and its proceeds come to you."
    >
      <ApplyForm />
    </LaunchpadCreatorFrame>
  )
}
