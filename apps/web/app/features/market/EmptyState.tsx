import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../ui/Button.tsx'

export type EmptyStateProps = {
  title: string
  text: string
  action?: { to: string; label: string }
  icon?: ReactNode
}

/** Says what is missing and what to do about it, never a blank area. */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong px-6 py-14 text-center">
      {icon && <div className="mb-4 text-fg-subtle">{icon}</div>}
      <h3 className="text-lg font-bold text-fg">{title}</h3>
      <p className="mt-2 max-w-md text-sm leading-6 text-fg-muted">{text}</p>
      {action && (
        <Link to={action.to} className={buttonClass('primary', 'md', 'mt-6')}>
          {action.label}
        </Link>
      )}
    </div>
  )
}
