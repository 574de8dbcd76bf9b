import { Apple, Download, Smartphone } from 'lucide-react'
import { useAndroidLinks } from '../../features/general/api/androidLinks.ts'
import { GOOGLE_PLAY_LINK, IOS_LINKS } from '../../lib/links.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { QrCode } from '../QrCode.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs.tsx'

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

export function downloadPageUrl(): string {
  return typeof window === 'undefined' ? '/h5/download' : `${window.location.origin}/h5/download`
}

/** The app-download modal of spec 001 §2 (apple or android; QR 149x149; scroll locked while open). */
export function AppDownloadModal({
  open,
  onOpenChange,
  platform,
  onPlatformChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  platform: AppPlatform
  onPlatformChange: (platform: AppPlatform) => void
}) {
  const { data: android = {} } = useAndroidLinks(open)
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Download the KID app" className="max-w-2xl">
      <div className="flex flex-col items-center gap-5 desk:flex-row desk:items-start">
        <div className="flex flex-col items-center gap-2">
          <QrCode value={downloadPageUrl()} label="QR code to download the KID app" />
          <p className="text-xs text-fg-muted">Scan with your phone</p>
        </div>
        <Tabs
          value={platform}
          onValueChange={(v) => onPlatformChange(v as AppPlatform)}
          className="w-full min-w-0 flex-1"
        >
          <TabsList aria-label="Platform" className="mb-3">
            <TabsTrigger value="apple">
              <span className="inline-flex items-center gap-1.5">
                <Apple className="size-4" aria-hidden="true" />
                iOS
              </span>
            </TabsTrigger>
            <TabsTrigger value="android">
              <span className="inline-flex items-center gap-1.5">
                <Smartphone className="size-4" aria-hidden="true" />
                Android
              </span>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="apple">
            <DownloadList entries={downloadEntries('apple', android)} />
          </TabsContent>
          <TabsContent value="android">
            <DownloadList entries={downloadEntries('android', android)} />
          </TabsContent>
        </Tabs>
      </div>
    </Dialog>
  )
}
