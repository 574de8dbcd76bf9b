/**
 * Decorative artwork of the hero: layered gradient "collectible" cards. Hidden from assistive tech,
 * and from phones: there it sat under the pitch, pushing the market a screen down, and its gradients
 * and shadows are the costliest paint of the page for a phone rastering without a GPU: with them, Lighthouse's
 * mobile run on / recorded its first paint a second after load in most runs, without them at once.
 */
export function HeroArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden aspect-square w-full max-w-[460px] desk:block">
      {/* A glow drawn as a gradient: a blur filter this size takes phones without a GPU seconds to paint. */}
      <div className="absolute inset-0 bg-[radial-gradient(closest-side,color-mix(in_oklab,var(--color-brand-500)_32%,transparent),transparent)]" />
      <div className="absolute top-[6%] left-[4%] w-[56%] rotate-[-8deg] rounded-2xl bg-ink-800 p-2.5 shadow-pop ring-1 ring-white/10">
        <div className="aspect-[4/5] rounded-xl bg-[radial-gradient(circle_at_30%_25%,#ffd36e,transparent_45%),linear-gradient(135deg,#ff3d9a,#6c47ff)]" />
        <div className="mt-2.5 h-2.5 w-2/3 rounded-full bg-white/25" />
        <div className="mt-1.5 mb-1 h-2 w-1/3 rounded-full bg-white/15" />
      </div>
      <div className="absolute top-[18%] right-[2%] w-[54%] rotate-[7deg] rounded-2xl bg-ink-800 p-2.5 shadow-pop ring-1 ring-white/10">
        <div className="aspect-[4/5] rounded-xl bg-[radial-gradient(circle_at_70%_30%,#3fd9ff,transparent_50%),conic-gradient(from_120deg,#6c47ff,#1b1b3a,#3fd9ff,#6c47ff)]" />
        <div className="mt-2.5 h-2.5 w-1/2 rounded-full bg-white/25" />
        <div className="mt-1.5 mb-1 h-2 w-1/4 rounded-full bg-white/15" />
      </div>
      <div className="absolute bottom-[4%] left-[22%] w-[52%] rounded-2xl bg-ink-800 p-2.5 shadow-pop ring-1 ring-white/15">
        <div className="aspect-[4/5] rounded-xl bg-[radial-gradient(circle_at_50%_40%,#ffffff55,transparent_35%),linear-gradient(160deg,#8a66ff,#ff6fb5_60%,#ffb36e)]" />
        <div className="mt-2.5 flex items-center justify-between">
          <div className="h-2.5 w-1/2 rounded-full bg-white/30" />
          <div className="rounded-full bg-white/15 px-2 py-0.5 text-[10px] font-semibold text-white">
            1 of 1
          </div>
        </div>
      </div>
    </div>
  )
}
