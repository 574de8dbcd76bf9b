import { Pencil, UserRound } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../ui/Button.tsx'
import { lazyOverlay } from '../../../ui/lazyOverlay.tsx'
import { creatorHref } from '../../market/links.ts'
import type { ProfileLoad } from '../loadProfile.ts'
import { PublicProfile } from '../PublicProfile.tsx'
import { ownTabHref } from '../profileTabs.ts'
import { ProfileImageButton } from './ProfileImageButton.tsx'
import { useSaveProfile } from './useSaveProfile.ts'

// The form and Radix Dialog load when the member first opens it, not with the profile.
const EditProfileDialog = lazyOverlay(
  () => import('./EditProfileDialog.tsx').then((m) => m.EditProfileDialog),
  (props) => props.open,
)

/**
 * /profile: the member's public profile as everyone sees it, with its editing controls in place —
 * Change banner, Change avatar, Edit profile (name, bio, links) — and a way to see the public page.
 */
export function OwnProfile({ load, openEdit }: { load: ProfileLoad; openEdit: boolean }) {
  const [open, setOpen] = useState(openEdit)
  const save = useSaveProfile()
  const { profile } = load
  const edit = (
    <Button variant="outline" onClick={() => setOpen(true)}>
      <Pencil className="size-4" aria-hidden="true" />
      Edit profile
    </Button>
  )
  return (
    <>
      <PublicProfile
        load={load}
        hrefOf={ownTabHref}
        slots={{
          bannerAction: <ProfileImageButton label="Change banner" field="bannerimageurl" save={save} />,
          avatarAction: <ProfileImageButton label="Change avatar" field="headimgurl" save={save} round />,
          actions: (
            <>
              {edit}
              {profile && (
                <Link to={creatorHref(profile)} className={buttonClass('secondary', 'md')}>
                  <UserRound className="size-4" aria-hidden="true" />
                  View public profile
                </Link>
              )}
            </>
          ),
          noBio: (
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Add a bio and links
            </button>
          ),
        }}
      />
      <EditProfileDialog open={open} onOpenChange={setOpen} profile={profile} save={save} />
    </>
  )
}
