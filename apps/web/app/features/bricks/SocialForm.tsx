import { parseHandle, type SocialPlatform } from '@kid/shared/bricks/social'
import type { MemberTask } from '@kid/shared/bricks/tasks'
import { type FormEvent, useState } from 'react'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { bricksApi } from './api.ts'
import type { useClaim } from './useClaim.ts'

type Props = {
  platform: { platform: SocialPlatform; name: string }
  task: MemberTask | undefined
  claim: ReturnType<typeof useClaim>
}

/** One platform's handle: checked as typed by the platform's rule, saved (and rewarded once) by the server. */
export function SocialForm({ platform, task, claim }: Props) {
  const [handle, setHandle] = useState(task?.detail ?? '')
  const [error, setError] = useState<string | undefined>()
  const key = `social-${platform.platform}`

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = parseHandle(platform.platform, handle)
    if ('message' in parsed) return setError(parsed.message)
    setError(undefined)
    void claim.run(key, async () => {
      const saved = await bricksApi.saveSocial(platform.platform, parsed.handle)
      setHandle(saved.handle)
      if (!saved.claim?.created) toast.success(saved.message)
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <Input
          label={`${platform.name} handle`}
          value={handle}
          onChange={(e) => setHandle(e.target.value)}
          placeholder="@handle or profile link"
          autoComplete="off"
          error={error}
          hint={
            task ? `${task.state === 'done' ? 'Rewarded' : `+${task.amount} CBK once linked`}` : undefined
          }
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={claim.busy !== null} aria-busy={claim.busy === key}>
        {task?.detail ? 'Save' : 'Link'}
      </Button>
    </form>
  )
}
