import type { KnsRecords } from '@kid/shared/kns/views'

const handle = (value: string) => value.replace(/^@/, '')
/** Records are set on chain by anyone's wallet, not only through KID: a handle is kept to its path segment. */
const path = (value: string) => encodeURIComponent(handle(value))

/**
 * A name's public text records as links. Only the server-checked forms reach here (https:// for
 * the website, plain handles), and each link is built from a fixed origin, never from the value.
 */
export function NameLinks({ texts }: { texts: KnsRecords['texts'] }) {
  const links = [
    texts.url && { label: 'Website', href: texts.url, text: texts.url.replace(/^https:\/\//, '') },
    texts.x && { label: 'X', href: `https://x.com/${path(texts.x)}`, text: `@${handle(texts.x)}` },
    texts.telegram && {
      label: 'Telegram',
      href: `https://t.me/${path(texts.telegram)}`,
      text: `@${handle(texts.telegram)}`,
    },
    texts.discord && { label: 'Discord', href: null, text: texts.discord },
  ].filter((l) => !!l)
  if (links.length === 0) return null
  return (
    <section aria-labelledby="links-title" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="links-title" className="mb-3 text-lg font-bold text-fg">
        Links
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {links.map((l) => (
          <div key={l.label}>
            <dt className="text-fg-muted">{l.label}</dt>
            <dd className="mt-0.5 font-semibold text-fg">
              {l.href?.startsWith('https://') ? (
                <a
                  href={l.href}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="hover:text-brand-700"
                >
                  {l.text}
                </a>
              ) : (
                l.text
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
