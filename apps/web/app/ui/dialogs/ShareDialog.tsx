import { Copy, Send } from 'lucide-react'
import type { ReactNode } from 'react'
import { copyText } from '../../lib/clipboard.ts'
import { DEFAULT_SHARE_TEXT, type ShareTarget, shareUrl } from '../../lib/share.ts'
import { XLogo } from '../BrandIcons.tsx'
import { Dialog } from '../Dialog.tsx'

function Glyph({ children, className }: { children: ReactNode; className: string }) {
  return (
    <span
      className={`inline-flex size-12 items-center justify-center rounded-full text-white ${className}`}
      aria-hidden="true"
    >
      {children}
    </span>
  )
}

type TargetEntry = { id: ShareTarget; name: string; glyph: ReactNode }

const targets: TargetEntry[] = [
  { id: 'facebook', name: 'Facebook', glyph: <Glyph className="bg-[#1877f2] text-lg font-black">f</Glyph> },
  {
    id: 'telegram',
    name: 'Telegram',
    glyph: (
      <Glyph className="bg-[#229ed9]">
        <Send className="size-5" />
      </Glyph>
    ),
  },
  {
    id: 'twitter',
    name: 'Twitter',
    glyph: (
      <Glyph className="bg-ink-900">
        <XLogo className="size-5" />
      </Glyph>
    ),
  },
  { id: 'whatsapp', name: 'Whatsapp', glyph: <Glyph className="bg-[#1a9e53] text-sm font-black">WA</Glyph> },
]

/** The networks offered: Whatsapp is hidden inside the native app. */
export function shareTargetsFor(embedded: boolean): TargetEntry[] {
  return targets.filter((t) => !(embedded && t.id === 'whatsapp'))
}

/** Share dialog: Copy, Facebook, Telegram, Twitter, Whatsapp (Whatsapp hidden inside the native app). */
export function ShareDialog({
  open,
  onOpenChange,
  link,
  text = DEFAULT_SHARE_TEXT,
  embedded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  link: string
  text?: string
  embedded: boolean
}) {
  const shown = shareTargetsFor(embedded)
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Share" description={text}>
      <ul className="grid grid-cols-5 gap-2">
        <li>
          <button
            type="button"
            onClick={() => copyText(link)}
            className="flex w-full flex-col items-center gap-2 rounded-lg p-1 text-xs font-medium text-fg hover:bg-canvas"
          >
            <Glyph className="bg-brand-600">
              <Copy className="size-5" />
            </Glyph>
            Copy
          </button>
        </li>
        {shown.map((t) => (
          <li key={t.id}>
            <a
              href={shareUrl(t.id, link, text)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex flex-col items-center gap-2 rounded-lg p-1 text-xs font-medium text-fg hover:bg-canvas"
            >
              {t.glyph}
              {t.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 truncate rounded-md bg-canvas px-3 py-2 font-mono text-xs text-fg-muted">{link}</p>
    </Dialog>
  )
}
