import {
  COPYRIGHT_UPDATED,
  copyrightIntro,
  copyrightSections,
} from '../../features/general/legal/copyright.tsx'
import { LegalDocument } from '../../features/general/legal/LegalDocument.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Copyright Policy | KID',
    description: 'How to report copyright infringement on KID and how we handle notices and counter-notices.',
  })

export default function CopyrightPage() {
  return (
    <LegalDocument
      title="Copyright Policy"
      updated={COPYRIGHT_UPDATED}
      intro={copyrightIntro}
      sections={copyrightSections}
    />
  )
}
