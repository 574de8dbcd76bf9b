import { Link } from 'react-router'
import { MAIL } from '../../../lib/links.ts'
import type { LegalSection } from './LegalDocument.tsx'

export const TERMS_UPDATED = 'January 15, 2024'

export const termsIntro = (
  <p>
    These Terms of Service ("Terms") govern your use of KID — the website, the mobile apps and the related
    services, including the NFT marketplace, the launchpad, .kid names, blind boxes, communities, messaging,
    the quiz and the spending balance (together, the "Service"). By creating an account, connecting a wallet
    or otherwise using the Service you agree to these Terms. If you do not agree, do not use the Service.
  </p>
)

export const termsSections: LegalSection[] = [
  {
    id: 'eligibility',
    heading: 'Eligibility and accounts',
    body: (
      <>
        <p>
          You must be at least 18 years old, or the age of majority where you live, and able to form a binding
          contract. You may not use the Service if you are barred from doing so under applicable law or if
          your account was previously suspended.
        </p>
        <p>
          You are responsible for your account credentials, for every action taken through your account and
          for keeping your email address current. Tell us at once at{' '}
          <a href={`mailto:${MAIL.support}`}>{MAIL.support}</a> if you suspect unauthorised access.
        </p>
      </>
    ),
  },
  {
    id: 'wallets',
    heading: 'Wallets and blockchain transactions',
    body: (
      <>
        <p>
          KID is a non-custodial interface for public blockchains. Your wallet and its private keys or
          recovery phrase are yours alone: we never see them and cannot recover them. Transactions you sign
          are broadcast to the network and, once confirmed, cannot be reversed by us or anyone else.
        </p>
        <ul>
          <li>You pay the network (gas) fees of your transactions, even when a transaction fails.</li>
          <li>
            Smart contracts, networks and wallets are operated by third parties and may contain bugs or stop
            working.
          </li>
          <li>
            Check every address, amount and network before you sign; we cannot undo a mistaken transfer.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'marketplace',
    heading: 'Marketplace, launchpad and blind boxes',
    body: (
      <>
        <p>
          The marketplace lets users list NFTs at a fixed price or by auction and make offers on them. A sale
          is a transaction between the buyer and the seller; KID is not a party to it. Listings, offers and
          bids you sign are binding until they expire or you cancel them on-chain.
        </p>
        <p>
          Marketplace fees and creator royalties are shown before you confirm a transaction and are paid
          automatically by the marketplace contract. Launchpad drops and blind boxes are run by their creators
          under the terms shown on the drop page, including whitelist rules, per-address limits and mint
          prices. The content of a blind box is revealed only when it is opened.
        </p>
      </>
    ),
  },
  {
    id: 'names',
    heading: '.kid names',
    body: (
      <p>
        A .kid name is registered for the period you pay for and must be renewed before it expires; an expired
        name may be registered by someone else. Prices depend on the name's length. You may not register names
        that infringe trademarks or impersonate other people, and we may refuse or withdraw such names from
        the Service.
      </p>
    ),
  },
  {
    id: 'spending',
    heading: 'Spending balance, bricks and rewards',
    body: (
      <p>
        The spending balance holds amounts you deposit to KID for use in the Service and can be withdrawn to
        your wallet within the daily limits shown. Bricks and quiz rewards are promotional points: they have
        no cash value, cannot be sold outside the Service and may be changed or ended with notice. We may
        cancel rewards obtained by abuse, automation or multiple accounts.
      </p>
    ),
  },
  {
    id: 'content',
    heading: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of what you post — artwork, posts, comments, messages and profile details. You
          grant KID a worldwide, non-exclusive, royalty-free licence to host, display and distribute that
          content in order to run and promote the Service. Owning an NFT does not by itself transfer copyright
          in the underlying work unless its creator says so.
        </p>
        <p>
          You confirm that you have the rights to what you upload. We handle copyright complaints as described
          in our <Link to="/copyright">Copyright Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'Prohibited conduct',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>manipulate prices, wash trade, or place bids and listings you do not intend to honour;</li>
          <li>sell, mint or promote infringing, stolen, fraudulent or illegal items;</li>
          <li>
            harass, threaten or impersonate others, or post hateful, sexual or violent content involving
            minors;
          </li>
          <li>use bots, scripts or multiple accounts to gain rewards, mints or whitelist places;</li>
          <li>
            interfere with the Service, probe it for weaknesses without permission, or get around access
            limits;
          </li>
          <li>use the Service to launder money, finance terrorism or evade sanctions.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'suspension',
    heading: 'Suspension and access limits',
    body: (
      <p>
        We may limit access from certain regions or networks and may suspend an account, device or IP address
        when we detect activity that breaks these Terms, endangers other users or is required by law. Where we
        can, we will tell you why and how to contact us about it. You may close your account at any time.
      </p>
    ),
  },
  {
    id: 'risk',
    heading: 'Risks',
    body: (
      <p>
        Digital assets are volatile and may lose all of their value. Nothing on KID is financial, investment,
        legal or tax advice. You are solely responsible for deciding whether a transaction suits you and for
        any taxes that apply to it.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers and liability',
    body: (
      <>
        <p>
          The Service is provided "as is" and "as available". To the extent the law allows, we disclaim all
          warranties, express or implied, including merchantability, fitness for a particular purpose and
          non-infringement, and we do not guarantee that the Service will be uninterrupted or error-free.
        </p>
        <p>
          To the extent the law allows, KID will not be liable for indirect, incidental, special or
          consequential damages, or for loss of profits, data or digital assets, and our total liability for
          any claim is limited to the fees you paid to KID in the twelve months before the claim arose.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms. If a change is material we will announce it on the Service or by email
        before it takes effect. Continuing to use the Service after the change means you accept the new Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these Terms: <a href={`mailto:${MAIL.support}`}>{MAIL.support}</a> or the{' '}
        <Link to="/contact-us">contact page</Link>.
      </p>
    ),
  },
]
