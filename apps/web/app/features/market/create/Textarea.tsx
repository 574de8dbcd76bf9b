import { type TextareaHTMLAttributes, useId } from 'react'

/** A labelled multi-line field in the look of the design system's Input. */
export function Textarea({
  label,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        className="w-full rounded-md border border-line-strong bg-surface px-3.5 py-2.5 text-sm text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25"
        {...props}
      />
    </div>
  )
}
