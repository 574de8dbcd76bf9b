import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'

/** The next step out of an empty state: a page to go to, or something to do here (connect a wallet). */
export type EmptyAction =
  | { label: string; to: string }
  | { label: string; onClick: () => void; busy?: boolean }

export type EmptyStateProps = {
  title: string
  /** Why it is empty, in the reader's terms. */
  text: string
  /** At least one way on: the first is the main one. */
  actions: readonly [EmptyAction, ...EmptyAction[]]
  icon?: ReactNode
  /** Inside a tab or a small panel: less room above and below. */
  compact?: boolean
}

function ActionButton({ action, primary }: { action: EmptyAction; primary: boolean }) {
  const variant = primary ? 'primary' : 'outline'
  if ('to' in action)
    return (
      <Link to={action.to} className={buttonClass(variant, 'md')}>
        {action.label}
      </Link>
    )
  return (
    <Button variant={variant} onClick={action.onClick} disabled={action.busy} aria-busy={action.busy}>
      {action.label}
    </Button>
  )
}

/** Says what is missing, why, and offers the next step as a button: never a blank area or a dead end. */
export function EmptyState({ title, text, actions, icon, compact }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-line-strong px-6 text-center',
        compact ? 'py-8' : 'py-14',
      )}
    >
      {icon && <div className="mb-4 text-fg-subtle">{icon}</div>}
      <h3 className="text-lg font-bold text-fg">{title}</h3>
      <p className="mt-2 max-w-md text-sm leading-6 text-fg-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {actions.map((action, i) => (
          <ActionButton key={action.label} action={action} primary={i === 0} />
        ))}
      </div>
    </div>
  )
}
