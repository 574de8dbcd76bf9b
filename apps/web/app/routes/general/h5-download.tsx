import { AppDownloadPanel } from '../../features/general/AppDownloadPanel.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Logo } from '../../ui/Logo.tsx'

export const meta = () =>
  pageMeta({ title: 'Download KID', description: 'Install the KID app on your iPhone or Android phone.' })

/** /h5/download: where the QR codes point; built for a phone screen. */
export default function H5DownloadPage() {
  return (
    <div className="min-h-dvh bg-surface">
      <div className="relative overflow-hidden bg-ink-950 px-5 pt-10 pb-12 text-center text-white">
        <div
          aria-hidden="true"
          className="absolute -top-40 left-1/2 size-[30rem] -translate-x-1/2 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-brand-600)_40%,transparent),transparent)]"
        />
        <Logo tone="light" className="relative" />
        <h1 className="relative mt-6 text-3xl font-black tracking-tight">Get the KID app</h1>
        <p className="relative mt-3 text-sm leading-6 text-white/75">
          NFTs, drops, .kid names, communities and the quiz — in your pocket.
        </p>
      </div>
      <div className="px-5 py-8">
        <AppDownloadPanel showQr={false} />
      </div>
    </div>
  )
}
