import type { KnsStateAnswer } from '@kid/shared/kns/views'
import { Link } from 'react-router'
import { expiryLine } from './format.ts'
import { manageHref } from './links.ts'

/**
 * On the item page of a .kid name: that it is a name, until when it runs (a buyer gets it only
 * for the time left; renewing is the holder's), and its page, where its holder sets its records.
 */
export function NameItemNotice({ name }: { name: KnsStateAnswer }) {
  const line = expiryLine(name)
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <p className="font-semibold text-fg">A .kid name</p>
      <p className="mt-1 text-fg-muted">
        {line
          ? `${line}. Its holder can renew it, set its records and make it their default name.`
          : 'This name has expired: it cannot be bought here until someone registers it again.'}
      </p>
      <Link
        to={manageHref(name.label)}
        className="mt-2 inline-block font-semibold text-brand-600 hover:underline"
      >
        Open {name.name}
      </Link>
    </div>
  )
}
