import { Link } from 'react-router'
import { manageHref } from './links.ts'

/** What the item page of a .kid name says of it, worked out by its loader (nameNotice.ts). */
export type NameNotice = { label: string; name: string; line: string | null }

/**
 * On the item page of a .kid name: that it is a name, until when it runs (a buyer gets it only
 * for the time left; renewing is the holder's), and its page, where its holder sets its records.
 */
export function NameItemNotice({ notice }: { notice: NameNotice }) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4 text-sm">
      <p className="font-semibold text-fg">A .kid name</p>
      <p className="mt-1 text-fg-muted">
        {notice.line
          ? `${notice.line}. Its holder can renew it, set its records and make it their default name.`
          : 'This name has expired: it cannot be bought here until someone registers it again.'}
      </p>
      <Link
        to={manageHref(notice.label)}
        className="mt-2 inline-block font-semibold text-brand-600 hover:underline"
      >
        Open {notice.name}
      </Link>
    </div>
  )
}
