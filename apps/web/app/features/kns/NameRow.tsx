import type { KnsName } from '@kid/shared/kns/views'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../ui/Badge.tsx'
import { expiryLine } from './format.ts'
import { manageHref } from './links.ts'
import { NameBadge } from './NameBadge.tsx'

/** One name in a list: its page, its state and when it ends; `lead` (a checkbox) and `actions` around it. */
export function NameRow({ name, lead, actions }: { name: KnsName; lead?: ReactNode; actions?: ReactNode }) {
  const line = expiryLine(name)
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-line bg-surface p-4">
      {lead}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={manageHref(name.label)} className="truncate font-bold text-fg hover:text-brand-700">
            {name.name}
          </Link>
          <NameBadge state={name.state} />
          {name.autoRenew && <Badge tone="success">Auto-renew</Badge>}
        </div>
        {line && <p className="mt-0.5 text-sm text-fg-muted">{line}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </li>
  )
}
