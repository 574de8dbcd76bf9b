import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'danger' | 'dark'

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-900/6 text-fg-muted',
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-success-600/10 text-success-700',
  danger: 'bg-danger-600/10 text-danger-700',
  dark: 'bg-white/10 text-white ring-1 ring-white/15',
}

export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
