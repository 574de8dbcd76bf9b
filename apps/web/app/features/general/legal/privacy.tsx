import { Link } from 'react-router'
import { MAIL } from '../../../lib/links.ts'
import type { LegalSection } from './LegalDocument.tsx'

export const PRIVACY_UPDATED = 'January 15, 2024'

export const privacyIntro = (
  <p>
    This Privacy Policy explains what personal data KID collects when you use our website, apps and services,
    why we use it, who we share it with and the choices you have. We collect as little as we need to run the
    Service safely.
  </p>
)

export const privacySections: LegalSection[] = [
  {
    id: 'collect',
    heading: 'Data we collect',
    body: (
      <>
        <ul>
          <li>
            <strong>Account data</strong>: email address, username, password (stored only as a hash), profile
            picture, banner, bio and social links you add, invite codes.
          </li>
          <li>
            <strong>Sign-in data</strong>: when you use Google, Facebook, Apple, Twitter or Discord, the email
            address and basic profile those services share with your permission.
          </li>
          <li>
            <strong>Wallet data</strong>: the public addresses you connect or bind and the signatures you make
            to prove ownership. Blockchain transactions are public by nature and are not controlled by us.
          </li>
          <li>
            <strong>Activity</strong>: listings, offers, purchases, posts, comments, likes, follows, messages,
            quiz answers and rewards.
          </li>
          <li>
            <strong>Device and usage data</strong>: IP address, device identifier, browser and app version,
            time zone, language and the pages you visit, collected for security and to improve the Service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>to create and secure your account, sign you in and keep you signed in;</li>
        <li>
          to run the marketplace, launchpad, .kid names, blind boxes, communities, messaging and rewards;
        </li>
        <li>to send service emails such as verification codes and, if you subscribed, our newsletter;</li>
        <li>
          to detect and prevent fraud, abuse, bots and attacks, including region and IP limits and
          suspensions;
        </li>
        <li>
          to meet legal obligations and enforce our <Link to="/terms">Terms of Service</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use a small number of first-party cookies and local storage entries that the Service needs: your
        session token and the profile details shown in the header, a flag that tells us when the page runs
        inside our app, a random device identifier and your wallet connection preference. We do not use
        advertising cookies. Signing out clears the session cookies.
      </p>
    ),
  },
  {
    id: 'share',
    heading: 'Sharing',
    body: (
      <>
        <p>We do not sell your personal data. We share it only:</p>
        <ul>
          <li>
            with service providers that host, mail, secure or analyse the Service for us under contract;
          </li>
          <li>with the public, for what you publish: your profile, posts, listings and on-chain activity;</li>
          <li>when the law requires it, or to protect users and the Service from fraud and harm;</li>
          <li>with a successor if KID is merged or acquired, under this Policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    heading: 'Retention',
    body: (
      <p>
        We keep account data while your account is open and for a limited period afterwards to resolve
        disputes and meet legal duties. Security logs are kept for a short period. Data written to a
        blockchain cannot be deleted by anyone.
      </p>
    ),
  },
  {
    id: 'rights',
    heading: 'Your rights',
    body: (
      <p>
        Depending on where you live, you may ask to access, correct, export or delete your personal data,
        object to or restrict its use, and withdraw consent such as for the newsletter (every newsletter has
        an unsubscribe link, and <Link to="/subscribe">the subscribe page</Link> lets you unsubscribe too).
        Write to <a href={`mailto:${MAIL.privacy}`}>{MAIL.privacy}</a>; you may also complain to your data
        protection authority.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Traffic is encrypted in transit, passwords are hashed, session tokens are random and revocable, and
        requests are signed by the client. No system is perfectly secure; keep your password and wallet
        recovery phrase private.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>The Service is not meant for anyone under 18 and we do not knowingly collect data from children.</p>
    ),
  },
  {
    id: 'international',
    heading: 'International transfers',
    body: (
      <p>
        We may process data in countries other than yours. Where required, we protect such transfers with
        appropriate safeguards such as standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        We will post any change to this Policy here and, for material changes, notify you in advance. Privacy
        questions: <a href={`mailto:${MAIL.privacy}`}>{MAIL.privacy}</a>.
      </p>
    ),
  },
]
