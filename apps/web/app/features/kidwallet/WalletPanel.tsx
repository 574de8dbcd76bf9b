import { type ReactNode, useId } from 'react'
import { cn } from '../../ui/cn.ts'

/** A card of a wallet view, named by its small heading (the section's accessible name). */
export function WalletPanel({
  title,
  className,
  children,
}: {
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-2xl border border-line bg-surface p-5 shadow-card', className)}
    >
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  )
}
