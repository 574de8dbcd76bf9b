import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { Link } from 'react-router'
import { AutoRenewPanel } from '../../features/kns/AutoRenewPanel.tsx'
import { DefaultNameSwitch } from '../../features/kns/DefaultNameSwitch.tsx'
import { KidFrame } from '../../features/kns/KidFrame.tsx'
import { registerHref, renewHref } from '../../features/kns/links.ts'
import { loadName } from '../../features/kns/loadName.ts'
import { NameFacts } from '../../features/kns/NameFacts.tsx'
import { NameLinks } from '../../features/kns/NameLinks.tsx'
import { NameOnMarket } from '../../features/kns/NameOnMarket.tsx'
import { loadNameItem } from '../../features/kns/nameItem.ts'
import { RecordsForm } from '../../features/kns/RecordsForm.tsx'
import { TransferForm } from '../../features/kns/TransferForm.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/manage'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `${params.domain}.kid | KID`,
    description: 'A .kid name: its holder, expiry and records.',
  })

export async function loader({ params, context }: Route.LoaderArgs) {
  const reader = serverReader(context)
  const loaded = await loadName(reader, params.domain)
  // A held name is an item of the marketplace: its listing, or for its holder a way to sell it.
  const item = loaded.name?.holder ? await loadNameItem(reader, loaded.name.tokenId) : null
  return { ...loaded, item }
}

/**
 * /kid/domain-manage/{domain} (login required): the name's page. Its holder manages it here —
 * default name, records, transfer — while a live name; everyone else sees its facts and records,
 * and a free name offers its registration.
 */
export default function ManagePage({ loaderData }: Route.ComponentProps) {
  const { user } = useSession()
  const { label, name, problem, item } = loaderData
  if (!name)
    return (
      <KidFrame title={`${label}.kid`}>
        <p role="alert" className="text-sm text-danger-600">
          {problem}
        </p>
      </KidFrame>
    )
  const mine = sameAddress(name.holder, user.walletaddress)
  const free = name.state === 'available' || name.reservedForYou === true
  return (
    <KidFrame
      title={name.name}
      intro={
        mine
          ? name.state === 'grace'
            ? 'It expired: renew it before its grace period ends to keep it and manage it again.'
            : 'Yours: set its records, make it your default name, or send it to another wallet.'
          : undefined
      }
      actions={
        free ? (
          <Link to={registerHref(name.label)} className={buttonClass('primary', 'md')}>
            Register
          </Link>
        ) : (
          (name.state === 'registered' || mine) && (
            <Link to={renewHref(name.label)} className={buttonClass(mine ? 'primary' : 'outline', 'md')}>
              Renew
            </Link>
          )
        )
      }
    >
      <div className="space-y-6">
        <NameFacts name={name} />
        <NameOnMarket item={item} mine={mine} live={name.state === 'registered'} />
        {mine && name.state === 'registered' ? (
          <div className="space-y-8 rounded-2xl border border-line bg-surface p-5">
            <DefaultNameSwitch name={name} />
            <hr className="border-line" />
            <AutoRenewPanel label={name.label} />
            <hr className="border-line" />
            <RecordsForm name={name} />
            <hr className="border-line" />
            <TransferForm name={name} />
          </div>
        ) : (
          name.records && <NameLinks texts={name.records.texts} />
        )}
      </div>
    </KidFrame>
  )
}
