import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cn } from './cn.ts'

export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The accessible name: icon-only buttons always have one. */
  label: string
  children: ReactNode
  tone?: 'light' | 'dark'
}

export function IconButton({ label, tone = 'light', className, children, type, ...props }: IconButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={cn(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors',
        tone === 'light' ? 'text-fg hover:bg-ink-900/6' : 'text-white hover:bg-white/12',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  )
}
