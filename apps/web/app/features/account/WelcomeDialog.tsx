import { TEXT } from '@kid/shared/texts'
import { isValidUsername, USERNAME_INVALID } from '@kid/shared/validate/username-rule'
import { Gift } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useStore } from '../../lib/createStore.ts'
import { isLive } from '../../lib/domains.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import { Input } from '../../ui/Input.tsx'
import { accountApi } from './api/account.ts'
import { useFormSubmit } from './useFormSubmit.ts'
import { welcomeStore } from './welcome.ts'
import { giftStore, giftText } from './welcomeGift.ts'

/**
 * After sign-up: a welcome, and the username people will see (spec 000 §5 rule, checked as it is
 * typed) instead of the generated one. 'Not now' keeps the generated name; /profile can change it.
 */
export function WelcomeDialog() {
  const open = useStore(welcomeStore, false)
  const gift = useStore(giftStore, null)
  const { user, updateUser } = useSession()
  const [username, setUsername] = useState('')
  const { busy, error, run } = useFormSubmit()
  const invalid = username !== '' && !isValidUsername(username)
  const close = () => welcomeStore.set(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!isValidUsername(username) || busy) return
    void run(async () => {
      await accountApi.updateWalletProfile({ username })
      updateUser({ ...user, username })
      toast.success(`Welcome to KID, ${username}!`)
      close()
    })
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close()
      }}
      title="Welcome to KID"
      description="Your account is ready. Choose the username people will see on your profile, your NFTs and your messages."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {gift && (
          <p className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-fg">
            <Gift className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            <span>
              {TEXT.rewardTitle}! You earned <strong>{giftText(gift)}</strong> for joining.{' '}
              {isLive('bricks') && (
                <a href="/bricks" className="font-semibold text-brand-700 underline">
                  {TEXT.rewardLinkText}
                </a>
              )}
            </span>
          </p>
        )}
        <Input
          label="Username"
          value={username}
          onChange={(event) => setUsername(event.target.value.trim())}
          placeholder={user.username}
          autoComplete="username"
          maxLength={16}
          error={invalid ? USERNAME_INVALID : error || undefined}
          hint="4 to 16 letters, numbers, underscores or hyphens."
        />
        <div className="flex flex-col-reverse gap-2 desk:flex-row desk:justify-end">
          <Button variant="ghost" onClick={close}>
            Not now
          </Button>
          <Button type="submit" disabled={!isValidUsername(username) || busy}>
            {busy ? 'Saving…' : 'Save username'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
