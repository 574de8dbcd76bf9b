import { Briefcase, LifeBuoy, Megaphone, Scale } from 'lucide-react'
import type { ReactNode } from 'react'
import { SocialIcon } from '../../features/shell/SocialIcon.tsx'
import { MAIL, SOCIAL } from '../../lib/links.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'

export const meta = () =>
  pageMeta({
    title: 'Contact Us | KID',
    description: 'Reach the KID team: support, business and partnerships, press, and copyright.',
  })

const channels: { title: string; text: string; email: string; icon: ReactNode }[] = [
  {
    title: 'Support',
    text: 'Help with your account, wallet, orders, .kid names or a suspension.',
    email: MAIL.support,
    icon: <LifeBuoy />,
  },
  {
    title: 'Business',
    text: 'Launch a drop, list a collection or partner with KID.',
    email: MAIL.business,
    icon: <Briefcase />,
  },
  {
    title: 'Press',
    text: 'Interviews, media kits and announcements.',
    email: MAIL.press,
    icon: <Megaphone />,
  },
  {
    title: 'Copyright',
    text: 'Infringement notices and counter-notices under our Copyright Policy.',
    email: MAIL.copyright,
    icon: <Scale />,
  },
]

export default function ContactUsPage() {
  const community = [SOCIAL.telegram, SOCIAL.twitter, SOCIAL.discord, SOCIAL.instagram]
  return (
    <>
      <section className="bg-ink-950 py-14 text-white desk:py-20">
        <Container>
          <h1 className="text-4xl font-black tracking-tight desk:text-5xl">Contact us</h1>
          <p className="mt-4 max-w-xl text-base leading-7 text-white/75">
            We read every message. Pick the right mailbox and we will get back to you, usually within two
            business days.
          </p>
        </Container>
      </section>
      <Container className="py-12 desk:py-16">
        <ul className="grid gap-4 sm:grid-cols-2">
          {channels.map((c) => (
            <li
              key={c.email}
              className="flex gap-4 rounded-2xl border border-line bg-surface p-6 shadow-card"
            >
              <span
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&>svg]:size-5"
                aria-hidden="true"
              >
                {c.icon}
              </span>
              <div className="min-w-0">
                <h2 className="text-lg font-bold text-fg">{c.title}</h2>
                <p className="mt-1 text-sm leading-6 text-fg-muted">{c.text}</p>
                <a
                  href={`mailto:${c.email}`}
                  className="mt-3 inline-block font-semibold break-all text-brand-600 hover:underline"
                >
                  {c.email}
                </a>
              </div>
            </li>
          ))}
        </ul>
        <section
          aria-labelledby="community-title"
          className="mt-12 rounded-2xl border border-line bg-surface p-6 desk:p-8"
        >
          <h2 id="community-title" className="text-lg font-bold text-fg">
            Join the community
          </h2>
          <p className="mt-1 text-sm text-fg-muted">News, drops and help from other collectors.</p>
          <ul className="mt-5 flex flex-wrap gap-3">
            {community.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-semibold text-fg hover:bg-canvas"
                >
                  <SocialIcon name={s.name} />
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  )
}
