import { SOCIAL_PLATFORMS } from '@kid/shared/bricks/social'
import { Link } from 'react-router'
import { bricksReads } from '../../features/bricks/api.ts'
import { BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { SocialForm } from '../../features/bricks/SocialForm.tsx'
import { useClaim } from '../../features/bricks/useClaim.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { loginRedirect } from '../../lib/guards/guard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/social'

export const meta = () =>
  pageMeta({
    title: 'Social accounts | KID',
    description: 'Link your X, Telegram, Discord and Instagram accounts to earn bricks.',
  })

/** /bricks/social (open; linking needs a session): the member's handles, or for a visitor what they would earn. */
export async function loader({ context }: Route.LoaderArgs) {
  const reads = bricksReads(serverReader(context))
  const tasks = await reads.tasks().catch(() => null)
  const rules = tasks ? null : await reads.rules().catch(() => null)
  return { tasks, rules }
}

export default function BricksSocialPage({ loaderData }: Route.ComponentProps) {
  const { tasks, rules } = loaderData
  const claim = useClaim()
  const amountOf = (platform: string) =>
    (tasks ?? rules?.tasks ?? []).find((t) => t.kind === 'social' && t.platform === platform)?.amount
  return (
    <BricksFrame
      title="Social accounts"
      intro="Add your handles so friends can find you. Each platform you link earns bricks once."
    >
      {tasks === null ? (
        <div className="space-y-4">
          <ul className="grid gap-3 sm:grid-cols-2">
            {SOCIAL_PLATFORMS.map((p) => (
              <li key={p.platform} className="rounded-xl border border-line bg-surface p-4 shadow-card">
                <p className="font-semibold text-fg">{p.name}</p>
                {amountOf(p.platform) && (
                  <p className="text-sm text-fg-muted">+{amountOf(p.platform)} CBK once linked</p>
                )}
              </li>
            ))}
          </ul>
          <Link to={loginRedirect('/bricks/social')} className={buttonClass('primary', 'md')}>
            Sign in to link your accounts
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {SOCIAL_PLATFORMS.map((p) => (
            <li key={p.platform} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
              <SocialForm
                platform={p}
                task={tasks.find((t) => t.kind === 'social' && t.platform === p.platform)}
                claim={claim}
              />
            </li>
          ))}
        </ul>
      )}
    </BricksFrame>
  )
}
