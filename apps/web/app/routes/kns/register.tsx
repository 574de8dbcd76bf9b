import { Link } from 'react-router'
import { KidFrame } from '../../features/kns/KidFrame.tsx'
import { kidSearchHref, manageHref } from '../../features/kns/links.ts'
import { loadName } from '../../features/kns/loadName.ts'
import { NameFacts } from '../../features/kns/NameFacts.tsx'
import { RegisterPanel } from '../../features/kns/RegisterPanel.tsx'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { pageMeta } from '../../lib/meta.ts'
import { buttonClass } from '../../ui/Button.tsx'
import type { Route } from './+types/register'

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: `Register ${params.domain}.kid | KID`,
    description: 'Register a .kid name in one transaction: price, years and network fee up front.',
  })

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadName(serverReader(context), params.domain)

/** /kid/register/{domain}: the panel while the name is free (or kept for the member), else why not. */
export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const { label, name, problem } = loaderData
  if (!name)
    return (
      <KidFrame title="Register a name">
        <p role="alert" className="text-sm text-danger-600">
          {problem}
        </p>
      </KidFrame>
    )
  const open = name.state === 'available' || name.reservedForYou === true
  return (
    <KidFrame
      title={open ? `Register ${name.name}` : `${name.name} is not available`}
      intro={
        open
          ? 'One transaction registers the name, points it at your wallet and, if you like, makes it your default name.'
          : name.state === 'reserved'
            ? 'This name is reserved for another wallet.'
            : 'Someone holds this name. Look at free names like it instead.'
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <NameFacts name={name} />
        {open ? (
          <RegisterPanel name={name} />
        ) : (
          <div className="flex flex-wrap items-start gap-3">
            <Link to={kidSearchHref(label)} className={buttonClass('primary', 'md')}>
              Find a free name
            </Link>
            <Link to={manageHref(label)} className={buttonClass('outline', 'md')}>
              View name
            </Link>
          </div>
        )}
      </div>
    </KidFrame>
  )
}
