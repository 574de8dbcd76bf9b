import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-line bg-surface shadow-card', className)} {...props} />
}
