import { LegalDocument } from '../../features/general/legal/LegalDocument.tsx'
import { PRIVACY_UPDATED, privacyIntro, privacySections } from '../../features/general/legal/privacy.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Privacy Policy | KID',
    description: 'What personal data KID collects, why, who we share it with and the choices you have.',
  })

/** /privacy and /website/privacy. */
export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={PRIVACY_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
    />
  )
}
