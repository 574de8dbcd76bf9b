import { ArrowLeft, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../ui/cn.ts'

/** Back bar of spec 000 §2.6: a close or back icon that goes one step back, an optional title. */
export function BackBar({
  onBack,
  icon = 'back',
  label,
}: {
  onBack: () => void
  icon?: 'back' | 'close'
  label?: string
}) {
  const Icon = icon === 'close' ? X : ArrowLeft
  return (
    <button
      type="button"
      onClick={onBack}
      aria-label={label ?? (icon === 'close' ? 'Close' : 'Back')}
      className="-ml-2 inline-flex size-9 items-center justify-center rounded-full text-fg-muted hover:bg-ink-900/6 hover:text-fg"
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  )
}

/** The frame of every sign-in form: title, a line of text, the form, an optional footer. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  onBack,
  bare,
  className,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
  onBack?: () => void
  /** Inside a dialog: no card chrome of its own. */
  bare?: boolean
  className?: string
}) {
  return (
    <section
      className={cn(
        !bare && 'rounded-2xl border border-line bg-surface p-6 shadow-card desk:p-8',
        'flex flex-col gap-6',
        className,
      )}
    >
      <header className="flex flex-col gap-2">
        {onBack && <BackBar onBack={onBack} />}
        {bare ? (
          // In a dialog the dialog's own title is the heading; this is its visible face.
          <p aria-hidden="true" className="text-2xl font-bold tracking-tight text-fg">
            {title}
          </p>
        ) : (
          <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        )}
        {subtitle && <p className="text-sm leading-6 text-fg-muted">{subtitle}</p>}
      </header>
      {children}
      {footer && <div className="border-t border-line pt-5 text-center text-sm text-fg-muted">{footer}</div>}
    </section>
  )
}

/** A failure line under a form (forgot, bind, reset: the server message; spec 000 §8). */
export function FormError({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-md bg-danger-600/8 px-3 py-2 text-sm text-danger-600">
      {message}
    </p>
  )
}
