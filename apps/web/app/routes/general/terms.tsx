import { LegalDocument } from '../../features/general/legal/LegalDocument.tsx'
import { TERMS_UPDATED, termsIntro, termsSections } from '../../features/general/legal/terms.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Terms of Service | KID',
    description:
      'The rules for using KID: accounts, wallets, the NFT marketplace, launchpad, .kid names, rewards and your content.',
  })

/** /terms, /term and /website/term. */
export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated={TERMS_UPDATED}
      intro={termsIntro}
      sections={termsSections}
    />
  )
}
