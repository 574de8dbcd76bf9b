import { useId } from 'react'
import { cn } from './cn.ts'

/** The KID mark and word. Decorative inside a labelled link. */
export function Logo({ tone = 'dark', className }: { tone?: 'dark' | 'light'; className?: string }) {
  // One gradient id per instance: a hidden copy (the desktop header on a phone) must not own the only one.
  const gradient = `kid-logo-${useId().replace(/:/g, '')}`
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#6c47ff" />
            <stop offset="1" stopColor="#ff3d9a" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
        <path d="M10 8h3.4v6.6L19.2 8h4.1l-6.3 7.1L23.6 24h-4.2l-4.8-6.6-1.2 1.3V24H10z" fill="#fff" />
      </svg>
      <span className={cn('text-xl font-black tracking-tight', tone === 'light' ? 'text-white' : 'text-fg')}>
        KID
      </span>
    </span>
  )
}
