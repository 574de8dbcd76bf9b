import { Download } from 'lucide-react'
import { GOOGLE_PLAY_LINK, IOS_LINKS } from '../../lib/links.ts'
import { Button } from '../Button.tsx'

// The app's download links, shown by the header's Get App menu, the home page, /app and the app
// download dialog: apart from the dialog, so the pages do not load its tabs and dialog code.

export type AppPlatform = 'apple' | 'android'

export type DownloadEntry = { name: string; note?: string; href?: string }

export function downloadEntries(
  platform: AppPlatform,
  android: { ow?: string; tf?: string },
): DownloadEntry[] {
  if (platform === 'apple') {
    return [
      { name: 'Testflight', note: 'More features', href: IOS_LINKS.testflight },
      { name: 'App Store', note: 'Fewer features because of Apple policy', href: IOS_LINKS.appStore },
    ]
  }
  return [
    { name: 'APK', href: android.ow || undefined },
    { name: 'APK test version', href: android.tf || undefined },
    { name: 'Google Play', href: GOOGLE_PLAY_LINK },
  ]
}

export function DownloadList({ entries }: { entries: DownloadEntry[] }) {
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
      {entries.map((entry) => (
        <li key={entry.name} className="flex items-center gap-3 bg-surface px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-fg">{entry.name}</p>
            {entry.note && <p className="text-xs text-fg-muted">{entry.note}</p>}
          </div>
          {entry.href ? (
            <Button asChild size="sm">
              <a href={entry.href} aria-label={`Download ${entry.name}`}>
                <Download className="size-4" aria-hidden="true" />
                Download
              </a>
            </Button>
          ) : (
            <span className="rounded-full bg-ink-900/6 px-3 py-1.5 text-xs font-semibold text-fg-muted">
              Coming Soon
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The app-download modal of spec 001 §2 (apple or android; QR 149x149; scroll locked while open). */
