import { BLACKLIST_EXEMPT, matchesRoute } from '@kid/shared/routes'
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { blacklistStore, captchaStore, NO_BLACKLIST } from '../../lib/commonStore.ts'
import { useStore } from '../../lib/createStore.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import type { AppPlatform } from '../../ui/dialogs/downloadEntries.tsx'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'
import { loginModalStore } from '../account/loginModalStore.ts'
import { rewardStore } from '../account/rewardStore.ts'
import { openPendingWelcome, welcomeStore } from '../account/welcome.ts'
import { txFlowStore } from '../chain/txFlowStore.ts'
import { kidRequestStore } from '../kidwallet/kidStore.ts'
import { choiceStore, promptStore } from '../wallet/choiceStore.ts'

// Every app-wide dialog loads on its first opening: none of them is part of a page's first paint.
const AppDownloadModal = lazyOverlay(
  () => import('../../ui/dialogs/AppDownloadModal.tsx').then((m) => m.AppDownloadModal),
  (props) => props.open,
)
const ShareDialog = lazyOverlay(
  () => import('../../ui/dialogs/ShareDialog.tsx').then((m) => m.ShareDialog),
  (props) => props.open,
)
const SuspensionNotice = lazyOverlay(
  () => import('../../ui/dialogs/SuspensionNotice.tsx').then((m) => m.SuspensionNotice),
  (props) => props.open,
)
const LoginModal = lazyOverlay(
  () => import('../account/LoginModal.tsx').then((m) => m.LoginModal),
  () => useStore(loginModalStore, null) !== null,
)
const RewardDialog = lazyOverlay(
  () => import('../account/RewardDialog.tsx').then((m) => m.RewardDialog),
  () => useStore(rewardStore, null) !== null,
)
const WalletChoiceDialog = lazyOverlay(
  () => import('../wallet/WalletChoiceDialog.tsx').then((m) => m.WalletChoiceDialog),
  () => useStore(choiceStore, null) !== null,
)
const WalletPromptDialog = lazyOverlay(
  () => import('../wallet/WalletPromptDialog.tsx').then((m) => m.WalletPromptDialog),
  () => useStore(promptStore, null) !== null,
)
const KidWalletDialog = lazyOverlay(
  () => import('../kidwallet/KidWalletDialog.tsx').then((m) => m.KidWalletDialog),
  () => useStore(kidRequestStore, null) !== null,
)
const TransactionDialog = lazyOverlay(
  () => import('../chain/TransactionDialog.tsx').then((m) => m.TransactionDialog),
  () => useStore(txFlowStore, null) !== null,
)
const WelcomeDialog = lazyOverlay(
  () => import('../account/WelcomeDialog.tsx').then((m) => m.WelcomeDialog),
  () => useStore(welcomeStore, false),
)
const CaptchaModal = lazyOverlay(
  () => import('../account/CaptchaModal.tsx').then((m) => m.CaptchaModal),
  () => useStore(captchaStore).show,
)

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
  useEffect(openPendingWelcome, [])
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
      <KidWalletDialog />
      <WelcomeDialog />
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
