import { AppDownloadPanel } from '../../features/general/AppDownloadPanel.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Container } from '../../ui/Container.tsx'

export const meta = () =>
  pageMeta({
    title: 'Download the KID app for iOS and Android',
    description: 'Get KID on your phone: Testflight and App Store for iOS, APK and Google Play for Android.',
  })

/** /app: the app download page. */
export default function AppDownloadPage() {
  return (
    <>
      <section className="bg-ink-950 py-14 text-white desk:py-20">
        <Container>
          <h1 className="text-4xl font-black tracking-tight desk:text-5xl">Get the KID app</h1>
          <p className="mt-4 max-w-xl text-base leading-7 text-white/75">
            Messages, notifications, drops and the quiz, wherever you are. Choose your platform below or scan
            the code.
          </p>
        </Container>
      </section>
      <Container className="py-12 desk:py-16">
        <div className="rounded-2xl border border-line bg-surface p-6 shadow-card desk:p-10">
          <AppDownloadPanel />
        </div>
        <p className="mt-6 text-sm leading-6 text-fg-muted">
          Testflight builds carry more features than the App Store version because of Apple's policy on
          digital assets. Android users can install the APK directly or use Google Play.
        </p>
      </Container>
    </>
  )
}
