import { Apple, Smartphone } from 'lucide-react'
import { AppDownloadQr } from '../../../ui/AppDownloadQr.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { useOverlays } from '../../shell/Overlays.tsx'

/** The app download call-out: QR code plus iOS and Android entries. */
export function AppCallout() {
  const { openAppDownload } = useOverlays()
  return (
    <section aria-labelledby="app-title" className="py-16 desk:py-24">
      <Container>
        <div className="relative overflow-hidden rounded-2xl bg-ink-950 px-6 py-10 text-white desk:px-14 desk:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-96 rounded-full bg-[conic-gradient(from_90deg,var(--color-brand-500),var(--color-accent-500),var(--color-cyan-400),var(--color-brand-500))] opacity-30 blur-3xl"
          />
          <div className="relative flex flex-col gap-10 desk:flex-row desk:items-center desk:justify-between">
            <div className="max-w-xl">
              <h2 id="app-title" className="text-3xl font-bold tracking-tight desk:text-4xl">
                KID in your pocket
              </h2>
              <p className="mt-4 text-base leading-7 text-white/75">
                Chat with your communities, get notified about drops and offers, and play the quiz on the go.
                Scan the code or pick your platform.
              </p>
              <div className="mt-8 flex flex-wrap gap-3">
                <Button variant="inverse" size="lg" onClick={() => openAppDownload('apple')}>
                  <Apple className="size-5" aria-hidden="true" />
                  Download for iOS
                </Button>
                <Button
                  variant="ghost"
                  size="lg"
                  className="text-white ring-1 ring-white/25 hover:bg-white/10"
                  onClick={() => openAppDownload('android')}
                >
                  <Smartphone className="size-5" aria-hidden="true" />
                  Download for Android
                </Button>
              </div>
            </div>
            <div className="hidden shrink-0 flex-col items-center gap-3 desk:flex">
              <AppDownloadQr lazy />
              <p className="text-xs text-white/70">Scan to download</p>
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
