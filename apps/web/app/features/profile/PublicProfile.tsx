import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Container } from '../../ui/Container.tsx'
import { LinkTabs } from '../market/LinkTabs.tsx'
import { useConnectWalletAction } from '../market/useConnectWalletAction.ts'
import { type ProfileLoad, profileName } from './loadProfile.ts'
import { ProfileHeader, type ProfileHeaderSlots } from './ProfileHeader.tsx'
import { ProfileTabPanel } from './ProfileTabPanel.tsx'
import { fullerTab, PROFILE_TABS, type ProfileTabId, profileTabOf } from './profileTabs.ts'

/**
 * The one public profile: what /personal shows everyone, /personal/creator shows of any wallet, and
 * /profile shows its owner with the editing controls in `slots`. Banner, avatar, name, bio, links,
 * figures, then the tabs (profileTabs.ts), each an address of its own (`hrefOf`).
 */
export function PublicProfile({
  load,
  hrefOf,
  slots,
}: {
  load: ProfileLoad
  hrefOf: (tab: ProfileTabId) => string
  slots?: ProfileHeaderSlots
}) {
  const { user } = useSession()
  const connect = useConnectWalletAction()
  const { profile } = load
  const address = profile?.address ?? ('address' in load.who ? load.who.address : '')
  const name = profileName(load)
  const tab = profileTabOf(load.tab)
  const viewer = {
    own: profile?.userId != null && String(profile.userId) === user.id,
    // Unknown when the profile could not be read: then no one is asked to connect one.
    wallet: profile === null || profile.address !== '',
    name,
    connect,
    fuller: profile ? fullerTab(profile, tab, hrefOf) : undefined,
  }
  return (
    <Container className="py-6 desk:py-8">
      <ProfileHeader profile={profile} name={name} address={address} slots={slots} />
      <div className="mt-8 space-y-5">
        <LinkTabs
          label="Profile views"
          tabs={PROFILE_TABS.map((t) => ({ to: hrefOf(t.id), label: t.label, active: t.id === tab.id }))}
        />
        <ProfileTabPanel key={tab.id} tab={tab} who={load.who} first={load.first} viewer={viewer} />
      </div>
    </Container>
  )
}
