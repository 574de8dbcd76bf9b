import { Apple, Smartphone } from 'lucide-react'
import { useAndroidLinks } from '../../features/general/api/androidLinks.ts'
import { AppDownloadQr } from '../AppDownloadQr.tsx'
import { Dialog } from '../Dialog.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs.tsx'
import { type AppPlatform, DownloadList, downloadEntries } from './downloadEntries.tsx'

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
          <AppDownloadQr />
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
