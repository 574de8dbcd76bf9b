import { ArrowRight, Share2, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { isLive } from '../../../lib/domains.ts'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { inviteLink } from '../../../lib/share.ts'
import { buttonClass } from '../../../ui/Button.tsx'
import { Container } from '../../../ui/Container.tsx'
import { useOverlays } from '../../shell/Overlays.tsx'
import { HeroArt } from './HeroArt.tsx'

/** The home page's pitch, on the dark stage under the header. */
export function Hero() {
  const { openShare } = useOverlays()
  const { loggedIn, user } = useSession()
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(50rem_28rem_at_15%_0%,rgb(108_71_255/0.35),transparent),radial-gradient(40rem_26rem_at_90%_30%,rgb(255_61_154/0.2),transparent)]"
      />
      <Container className="relative grid items-center gap-12 py-14 desk:grid-cols-[1.1fr_1fr] desk:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/8 px-3.5 py-1.5 text-xs font-semibold text-white ring-1 ring-white/15">
            <Sparkles className="size-3.5 text-accent-400" aria-hidden="true" />
            The web3 home for creators and fans
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-black tracking-tight desk:text-display"
          >
            Create, collect and connect{' '}
            <span className="bg-gradient-to-r from-brand-300 via-accent-400 to-cyan-400 bg-clip-text text-transparent">
              in one place
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-base leading-7 text-white/75 desk:text-lg desk:leading-8">
            KID brings NFTs, drops, .kid names, blind boxes, communities and a quiz with rewards together.
            Creators launch and sell; fans collect, play and join in — with one account and the wallet you
            already use.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/marketplace" className={buttonClass('inverse', 'lg')}>
              Explore the marketplace
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            {isLive('kns') && (
              <Link
                to="/kid"
                className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/25 hover:bg-white/10')}
              >
                Claim your .kid name
              </Link>
            )}
            <button
              type="button"
              onClick={() =>
                openShare({
                  link: inviteLink(window.location.origin, loggedIn ? user.inviteCode : undefined),
                })
              }
              className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/25 hover:bg-white/10')}
            >
              <Share2 className="size-4" aria-hidden="true" />
              Invite friends
            </button>
          </div>
        </div>
        <HeroArt />
      </Container>
    </section>
  )
}
