import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-900/8', className)} {...props} />
  )
}
