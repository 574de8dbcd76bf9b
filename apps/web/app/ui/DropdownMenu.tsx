import { DropdownMenu as RadixMenu } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from './cn.ts'

export const DropdownMenu = RadixMenu.Root
export const DropdownMenuTrigger = RadixMenu.Trigger

export function DropdownMenuContent({
  className,
  children,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        align={align}
        sideOffset={10}
        className={cn(
          'z-[3000] min-w-52 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-pop animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  )
}

export function DropdownMenuItem({
  className,
  icon,
  children,
  ...props
}: ComponentProps<typeof RadixMenu.Item> & { icon?: ReactNode }) {
  return (
    <RadixMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700',
        className,
      )}
      {...props}
    >
      {icon && (
        <span className="text-fg-muted [&>svg]:size-4.5" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RadixMenu.Item>
  )
}

export function DropdownMenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-line" />
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return (
    <RadixMenu.Label
      className={cn('px-3 py-2 text-xs font-semibold text-fg-subtle uppercase', className)}
      {...props}
    />
  )
}
