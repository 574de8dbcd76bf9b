import type { HTMLAttributes } from 'react'
import { cn } from './cn.ts'

export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-[1280px] px-4 desk:px-8', className)} {...props} />
}
