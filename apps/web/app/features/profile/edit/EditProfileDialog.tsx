import type { ProfileUpdateBody } from '@kid/shared/account/calls'
import type { CreatorProfile } from '@kid/shared/market/creators'
import { isValidUsername, USERNAME_INVALID } from '@kid/shared/validate/username-rule'
import { type FormEvent, useState } from 'react'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Input } from '../../../ui/Input.tsx'
import { FormError } from '../../account/AuthCard.tsx'
import { useFormSubmit } from '../../account/useFormSubmit.ts'
import { Textarea } from '../../market/create/Textarea.tsx'

const BIO_MAX = 500
const URL_MAX = 256

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  profile: CreatorProfile | null
  save: (body: ProfileUpdateBody) => Promise<void>
}

/**
 * Edit profile: the name, bio and links of the public profile, started from what it shows now. The
 * pictures change on the profile itself (Change banner, Change avatar). Loaded on first opening.
 */
export function EditProfileDialog({ open, onOpenChange, profile, save }: Props) {
  const [form, setForm] = useState({
    username: profile?.username ?? '',
    personalprofile: profile?.bio ?? '',
    websiteurl: profile?.links.website ?? '',
    twitterurl: profile?.links.twitter ?? '',
    instagramurl: profile?.links.instagram ?? '',
  })
  const { busy, error, run } = useFormSubmit()
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  const usernameOk = form.username === '' || isValidUsername(form.username)
  const valid = usernameOk && form.personalprofile.length <= BIO_MAX

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    void run(async () => {
      // An empty username is left as it is: a member always has one.
      const { username, ...rest } = form
      await save(username ? { username, ...rest } : rest)
      toast.success('Your profile is saved.')
      onOpenChange(false)
    })
  }
  const link = (key: 'websiteurl' | 'twitterurl' | 'instagramurl', label: string, placeholder: string) => (
    <Input
      label={label}
      type="url"
      value={form[key]}
      maxLength={URL_MAX}
      onChange={(e) => set(key)(e.target.value)}
      placeholder={placeholder}
    />
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit profile" className="max-w-lg">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Input
          label="Username"
          value={form.username}
          onChange={(e) => set('username')(e.target.value)}
          placeholder="e.g. kid_fan"
          autoComplete="username"
          error={usernameOk ? undefined : USERNAME_INVALID}
          hint="4 to 16 letters, numbers, underscores or hyphens."
        />
        <div className="flex flex-col gap-1">
          <Textarea
            label="Bio"
            value={form.personalprofile}
            maxLength={BIO_MAX}
            onChange={(e) => set('personalprofile')(e.target.value)}
            placeholder="Tell collectors about yourself"
          />
          <p className="self-end text-xs text-fg-subtle">
            {form.personalprofile.length}/{BIO_MAX}
          </p>
        </div>
        {link('websiteurl', 'Website', 'https://')}
        {link('twitterurl', 'X (Twitter)', 'https://x.com/you')}
        {link('instagramurl', 'Instagram', 'https://instagram.com/you')}
        <FormError message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid || busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
