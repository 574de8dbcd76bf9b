import { MAIL } from '../../../lib/links.ts'
import type { LegalSection } from './LegalDocument.tsx'

export const COPYRIGHT_UPDATED = 'January 15, 2024'

export const copyrightIntro = (
  <p>
    KID respects the rights of creators. We respond to clear notices of alleged copyright infringement under
    the Digital Millennium Copyright Act (DMCA) and similar laws, and we remove or disable access to
    infringing material displayed on the Service. Tokens already on a blockchain cannot be deleted, but we can
    stop showing them and their media on KID.
  </p>
)

export const copyrightSections: LegalSection[] = [
  {
    id: 'notice',
    heading: 'Filing a notice',
    body: (
      <>
        <p>
          If you believe content on KID infringes your copyright, send a written notice to our designated
          agent at <a href={`mailto:${MAIL.copyright}`}>{MAIL.copyright}</a> with:
        </p>
        <ul>
          <li>your physical or electronic signature;</li>
          <li>a description of the copyrighted work you claim is infringed;</li>
          <li>the link(s) on KID to the material you want removed, detailed enough for us to find it;</li>
          <li>your name, postal address, telephone number and email address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorised by you, your agent or
            the law;
          </li>
          <li>
            a statement, under penalty of perjury, that the information in your notice is accurate and that
            you are the owner or authorised to act on the owner's behalf.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'handling',
    heading: 'What happens next',
    body: (
      <p>
        When we receive a complete notice we remove or disable the material, delist affected items from the
        marketplace and tell the user who posted it, forwarding a copy of the notice. Incomplete notices may
        not be acted on.
      </p>
    ),
  },
  {
    id: 'counter',
    heading: 'Counter-notices',
    body: (
      <>
        <p>
          If your material was removed and you believe it was a mistake or misidentification, you may send a
          counter-notice to <a href={`mailto:${MAIL.copyright}`}>{MAIL.copyright}</a> with your signature,
          identification of the removed material and where it appeared, a statement under penalty of perjury
          that you believe in good faith it was removed by mistake, and your name, address and telephone
          number with consent to the jurisdiction of the appropriate court.
        </p>
        <p>
          Unless the complainant tells us within 10 business days that they have filed a court action, we may
          restore the material.
        </p>
      </>
    ),
  },
  {
    id: 'repeat',
    heading: 'Repeat infringers',
    body: <p>We suspend the accounts of users who repeatedly infringe the rights of others.</p>,
  },
  {
    id: 'misuse',
    heading: 'Misrepresentation',
    body: (
      <p>
        Anyone who knowingly misrepresents that material is infringing, or that it was removed by mistake, may
        be liable for damages. If you are not sure whether a use is infringing, consider seeking legal advice
        first.
      </p>
    ),
  },
  {
    id: 'ours',
    heading: "KID's own content",
    body: (
      <p>
        The KID name, logo, interface and software are protected by copyright and trademark law. You may not
        copy or reuse them without our written permission, except as the law allows.
      </p>
    ),
  },
]
