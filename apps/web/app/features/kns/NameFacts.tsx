import type { KnsStateAnswer } from '@kid/shared/kns/views'
import { WalletName } from '../market/WalletName.tsx'
import { dayOf, yearlyText } from './format.ts'
import { NameBadge } from './NameBadge.tsx'

/** What anyone can know of a name: its state, holder, expiry and grace, or its price while free. */
export function NameFacts({ name }: { name: KnsStateAnswer }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-line bg-surface p-5 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-fg-muted">State</dt>
        <dd className="mt-1">
          <NameBadge state={name.state} />
        </dd>
      </div>
      {name.holder && (
        <div>
          <dt className="text-fg-muted">Holder</dt>
          <dd className="mt-1">
            <WalletName address={name.holder} />
          </dd>
        </div>
      )}
      {name.expiresAt && (
        <div>
          <dt className="text-fg-muted">{name.state === 'grace' ? 'Expired' : 'Expires'}</dt>
          <dd className="mt-1 font-semibold text-fg">{dayOf(name.expiresAt)}</dd>
        </div>
      )}
      {name.state === 'grace' && name.graceEndsAt && (
        <div>
          <dt className="text-fg-muted">Holder may renew until</dt>
          <dd className="mt-1 font-semibold text-fg">{dayOf(name.graceEndsAt)}</dd>
        </div>
      )}
      {name.price && (
        <div>
          <dt className="text-fg-muted">Price</dt>
          <dd className="mt-1 font-semibold text-fg">{yearlyText(name.price)}</dd>
        </div>
      )}
      {name.records?.texts.bio && (
        <div className="sm:col-span-2">
          <dt className="text-fg-muted">Bio</dt>
          <dd className="mt-1 whitespace-pre-line text-fg">{name.records.texts.bio}</dd>
        </div>
      )}
    </dl>
  )
}
