import type { ProfileLinks as Links } from '@kid/shared/account/shown-profile'
import { Globe } from 'lucide-react'
import { InstagramLogo, XLogo } from '../../ui/BrandIcons.tsx'
import { buttonClass } from '../../ui/Button.tsx'

const SHOWN = [
  { key: 'website', label: 'Website', icon: <Globe className="size-4" aria-hidden="true" /> },
  { key: 'twitter', label: 'X (Twitter)', icon: <XLogo className="size-3.5" /> },
  { key: 'instagram', label: 'Instagram', icon: <InstagramLogo className="size-4" /> },
] as const

/** The member's own links, each opening in a new tab; only http(s) addresses (the server checks them too). */
export function ProfileLinks({ links }: { links: Links }) {
  const shown = SHOWN.flatMap((entry) => {
    const href = links[entry.key]
    return href && /^https?:\/\//.test(href) ? [{ ...entry, href }] : []
  })
  if (shown.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Links">
      {shown.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className={buttonClass('secondary', 'sm')}
          >
            {link.icon}
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
