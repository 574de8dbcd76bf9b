import { BLACKLIST_EXEMPT, matchesRoute } from '@kid/shared/routes'
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { blacklistStore, NO_BLACKLIST } from '../../lib/commonStore.ts'
import { useStore } from '../../lib/createStore.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { AppDownloadModal, type AppPlatform } from '../../ui/dialogs/AppDownloadModal.tsx'
import { ShareDialog } from '../../ui/dialogs/ShareDialog.tsx'
import { SuspensionNotice } from '../../ui/dialogs/SuspensionNotice.tsx'
import { CaptchaModal } from '../account/CaptchaModal.tsx'
import { LoginModal } from '../account/LoginModal.tsx'
import { RewardDialog } from '../account/RewardDialog.tsx'
import { TransactionDialog } from '../chain/TransactionDialog.tsx'
import { WalletChoiceDialog } from '../wallet/WalletChoiceDialog.tsx'
import { WalletPromptDialog } from '../wallet/WalletPromptDialog.tsx'

export type ShareRequest = { link: string; text?: string }

type Overlays = {
  openAppDownload: (platform: AppPlatform) => void
  openShare: (request: ShareRequest) => void
}

const OverlayContext = createContext<Overlays | null>(null)

/** App-wide dialogs opened from anywhere: app download, share, and the blacklist screen. */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const { embedded } = useSession()
  const { pathname } = useLocation()
  const [download, setDownload] = useState<{ open: boolean; platform: AppPlatform }>({
    open: false,
    platform: 'apple',
  })
  const [share, setShare] = useState<ShareRequest | null>(null)
  const blacklist = useStore(blacklistStore, NO_BLACKLIST)
  const exempt = matchesRoute(pathname.toLowerCase(), BLACKLIST_EXEMPT)

  const openAppDownload = useCallback((platform: AppPlatform) => setDownload({ open: true, platform }), [])
  const openShare = useCallback((request: ShareRequest) => setShare(request), [])
  const value = useMemo(() => ({ openAppDownload, openShare }), [openAppDownload, openShare])

  return (
    <OverlayContext.Provider value={value}>
      {children}
      <AppDownloadModal
        open={download.open}
        platform={download.platform}
        onOpenChange={(open) => setDownload((d) => ({ ...d, open }))}
        onPlatformChange={(platform) => setDownload((d) => ({ ...d, platform }))}
      />
      <ShareDialog
        open={share !== null}
        onOpenChange={(open) => {
          if (!open) setShare(null)
        }}
        link={share?.link ?? ''}
        text={share?.text}
        embedded={embedded}
      />
      <LoginModal />
      <RewardDialog />
      <WalletChoiceDialog />
      <WalletPromptDialog />
      <TransactionDialog />
      <CaptchaModal />
      <SuspensionNotice
        open={blacklist.show && !exempt}
        type={blacklist.type}
        onOk={() => blacklistStore.set((b) => ({ ...b, show: false }))}
      />
    </OverlayContext.Provider>
  )
}

const noop: Overlays = { openAppDownload: () => {}, openShare: () => {} }

export function useOverlays(): Overlays {
  return useContext(OverlayContext) ?? noop
}
