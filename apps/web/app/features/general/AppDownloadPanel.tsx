import { Apple, Smartphone } from 'lucide-react'
import { AppDownloadQr } from '../../ui/AppDownloadQr.tsx'
import { DownloadList, downloadEntries } from '../../ui/dialogs/downloadEntries.tsx'
import { useAndroidLinks } from './api/androidLinks.ts'

/** The iOS and Android entries side by side, with the QR code (pages /app and /h5/download). */
export function AppDownloadPanel({ showQr = true }: { showQr?: boolean }) {
  const { data: android = {} } = useAndroidLinks(true)
  return (
    <div className="flex flex-col gap-8 desk:flex-row desk:items-start">
      {showQr && (
        <div className="flex flex-col items-center gap-2 self-center desk:self-start">
          <AppDownloadQr />
          <p className="text-xs text-fg-muted">Scan with your phone camera</p>
        </div>
      )}
      <div className="grid flex-1 gap-6 sm:grid-cols-2">
        <section aria-labelledby="dl-ios">
          <h2 id="dl-ios" className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
            <Apple className="size-5" aria-hidden="true" />
            iOS
          </h2>
          <DownloadList entries={downloadEntries('apple', android)} />
        </section>
        <section aria-labelledby="dl-android">
          <h2 id="dl-android" className="mb-3 flex items-center gap-2 text-base font-bold text-fg">
            <Smartphone className="size-5" aria-hidden="true" />
            Android
          </h2>
          <DownloadList entries={downloadEntries('android', android)} />
        </section>
      </div>
    </div>
  )
}
