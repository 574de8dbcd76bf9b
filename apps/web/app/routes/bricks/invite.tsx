import { Copy, Share2, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { bricksReads } from '../../features/bricks/api.ts'
import { BricksFrame } from '../../features/bricks/BricksFrame.tsx'
import { InviteeList } from '../../features/bricks/InviteeList.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { useOverlays } from '../../features/shell/Overlays.tsx'
import { copyText } from '../../lib/clipboard.ts'
import { pageMeta } from '../../lib/meta.ts'
import { inviteLink } from '../../lib/share.ts'
import { Button } from '../../ui/Button.tsx'
import type { Route } from './+types/invite'

export const meta = () =>
  pageMeta({
    title: 'Invite friends | KID',
    description: 'Share your invite link and earn bricks for each friend who joins KID.',
  })

/** /bricks/invite (login required): the member's invite link and the friends who joined with it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1)
  const reads = bricksReads(serverReader(context))
  const [code, invitees, tasks] = await Promise.all([
    reads.inviteCode().catch(() => null),
    reads.invitees(page).catch(() => null),
    reads.tasks().catch(() => []),
  ])
  return {
    page,
    code: code?.inviteCode ?? null,
    invitees,
    task: tasks.find((t) => t.kind === 'invite') ?? null,
  }
}

export default function BricksInvitePage({ loaderData }: Route.ComponentProps) {
  const { page, code, invitees, task } = loaderData
  const { openShare } = useOverlays()
  // The site's own origin is known in the browser; the server renders the path alone.
  const [origin, setOrigin] = useState('')
  useEffect(() => setOrigin(window.location.origin), [])
  const link = code ? inviteLink(origin, code) : null
  return (
    <BricksFrame
      title="Invite friends"
      intro={
        task
          ? `Earn ${task.amount} CBK for each friend who signs up with your link, verifies their e-mail and checks in for the first time.`
          : 'Share KID with your friends.'
      }
    >
      <div className="space-y-6">
        {link && (
          <section
            aria-labelledby="link-title"
            className="rounded-2xl border border-line bg-surface p-4 shadow-card"
          >
            <h2 id="link-title" className="text-sm font-semibold text-fg-muted">
              Your invite link
            </h2>
            <p className="mt-1 font-mono text-sm break-all text-fg" data-testid="invite-link">
              {link}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copyText(inviteLink(window.location.origin, code ?? ''))}>
                <Copy className="size-4" aria-hidden="true" /> Copy link
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => openShare({ link: inviteLink(window.location.origin, code ?? '') })}
              >
                <Share2 className="size-4" aria-hidden="true" /> Share
              </Button>
            </div>
          </section>
        )}
        {invitees === null ? (
          <p role="alert" className="text-sm text-danger-600">
            Your friends could not be loaded. Reload the page to try again.
          </p>
        ) : invitees.list.length === 0 ? (
          <EmptyState
            icon={<Users className="size-10" aria-hidden="true" />}
            title="No friends yet"
            text="Nobody has signed up with your link yet. Share it: each friend who joins appears here."
            actions={[
              {
                label: 'Copy your invite link',
                onClick: () => void copyText(inviteLink(window.location.origin, code ?? '')),
              },
            ]}
          />
        ) : (
          <InviteeList invitees={invitees} page={page} />
        )}
      </div>
    </BricksFrame>
  )
}
