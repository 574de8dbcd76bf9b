import { type ButtonHTMLAttributes, cloneElement, isValidElement } from 'react'
import { cn } from './cn.ts'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  outline: 'border border-line-strong bg-surface text-fg hover:border-fg/40 hover:bg-canvas',
  ghost: 'text-fg hover:bg-ink-900/5',
  inverse: 'bg-white text-ink-900 hover:bg-white/90 shadow-sm',
  danger: 'bg-danger-600 text-white hover:bg-danger-600/90',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-13 px-7 text-base gap-2',
}

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-full font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    className,
  )
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Render the single child (a Link, an anchor) with the button's look. */
  asChild?: boolean
}

export function Button({ variant, size, asChild, className, type, children, ...props }: ButtonProps) {
  // The child keeps its own props and gets the button's classes: what Radix Slot did here, without
  // Radix in the shell every page loads.
  if (asChild && isValidElement<{ className?: string }>(children))
    return cloneElement(children, {
      ...props,
      ...children.props,
      className: buttonClass(variant, size, cn(className, children.props.className)),
    })
  return (
    <button type={type ?? 'button'} className={buttonClass(variant, size, className)} {...props}>
      {children}
    </button>
  )
}
