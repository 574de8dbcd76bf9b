import { cn } from '../../ui/cn.ts'

/** A creator's round picture; the brand gradient stands in until they set one. Decorative: the name is beside it. */
export function CreatorAvatar({ src, className }: { src: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'size-11 shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-accent-400 bg-cover bg-center',
        className,
      )}
      style={src ? { backgroundImage: `url(${src})` } : undefined}
    />
  )
}
