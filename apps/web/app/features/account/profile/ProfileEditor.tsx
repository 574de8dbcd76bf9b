import { isValidUsername, USERNAME_INVALID } from '@kid/shared/validate/username-rule'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryCache } from '../../../lib/query.tsx'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { avatarOf } from '../../../lib/session/user.ts'
import { toast } from '../../../lib/toast.ts'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { FormError } from '../AuthCard.tsx'
import { accountApi, type SignInAnswer } from '../api/account.ts'
import { useFormSubmit } from '../useFormSubmit.ts'
import { ImageUpload } from './ImageUpload.tsx'

const BIO_MAX = 500
const URL_MAX = 256

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/** The profile editor: avatar, banner, username (4–16 of letters, digits, _ and -), bio and links. */
export function ProfileEditor({ profile }: { profile: SignInAnswer }) {
  const { user, updateUser } = useSession()
  const navigate = useNavigate()
  const queries = useQueryCache()
  const [form, setForm] = useState({
    username: text(profile.username),
    headimgurl: text(profile.headimgurl),
    bannerimageurl: text(profile.bannerimageurl),
    personalprofile: text(profile.personalprofile),
    websiteurl: text(profile.websiteurl),
    twitterurl: text(profile.twitterurl),
    instagramurl: text(profile.instagramurl),
  })
  const { busy, error, run } = useFormSubmit()
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))
  const usernameOk = form.username === '' || isValidUsername(form.username)
  const valid = usernameOk && form.personalprofile.length <= BIO_MAX
  const linkInput = (
    key: 'websiteurl' | 'twitterurl' | 'instagramurl',
    label: string,
    placeholder: string,
    type?: 'url',
  ) => (
    <Input
      label={label}
      type={type}
      value={form[key]}
      maxLength={URL_MAX}
      onChange={(e) => set(key)(e.target.value)}
      placeholder={placeholder}
      className="h-12"
    />
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid || busy) return
    void run(async () => {
      const body = Object.fromEntries(Object.entries(form).filter(([k, v]) => k !== 'username' || v !== ''))
      await accountApi.updateWalletProfile(body)
      const fresh = await accountApi.walletProfile().catch(() => null)
      updateUser({ ...user, ...form, ...(fresh ?? {}) })
      await queries.invalidateQueries({ queryKey: ['wallet-profile'] })
      toast.success('Your profile is saved.')
      navigate('/profile')
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-8">
      <div className="relative">
        <ImageUpload
          label="Change banner"
          shape="banner"
          value={form.bannerimageurl}
          onChange={set('bannerimageurl')}
        />
        <div className="absolute -bottom-12 left-6">
          <ImageUpload
            label="Change avatar"
            shape="avatar"
            value={form.headimgurl || avatarOf(user)}
            onChange={set('headimgurl')}
          />
        </div>
      </div>
      <div className="mt-10 grid gap-5 desk:grid-cols-2">
        <Input
          label="Username"
          value={form.username}
          onChange={(e) => set('username')(e.target.value)}
          placeholder="e.g. kid_fan"
          autoComplete="username"
          error={usernameOk ? undefined : USERNAME_INVALID}
          hint="4 to 16 letters, numbers, underscores or hyphens."
          className="h-12"
        />
        {linkInput('websiteurl', 'Website', 'https://', 'url')}
        <div className="flex flex-col gap-1.5 desk:col-span-2">
          <label htmlFor="profile-bio" className="text-sm font-medium text-fg">
            Bio
          </label>
          <textarea
            id="profile-bio"
            value={form.personalprofile}
            maxLength={BIO_MAX}
            rows={4}
            onChange={(e) => set('personalprofile')(e.target.value)}
            placeholder="Tell collectors about yourself"
            className="w-full rounded-md border border-line-strong bg-surface px-3.5 py-3 text-sm text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25"
          />
          <p className="self-end text-xs text-fg-subtle">
            {form.personalprofile.length}/{BIO_MAX}
          </p>
        </div>
        {linkInput('twitterurl', 'X (Twitter)', 'https://x.com/you')}
        {linkInput('instagramurl', 'Instagram', 'https://instagram.com/you')}
      </div>
      <FormError message={error} />
      <div className="flex justify-end gap-3">
        <Button variant="outline" size="lg" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
