import { cn } from '../../ui/cn.ts'

/**
 * A creator's round picture; the brand gradient stands in until they set one. Decorative: the name is
 * beside it. `className` sets the size (default size-11). The address is quoted, so a picture's
 * URL (a .kid avatar record is anyone's text) cannot add to the style.
 */
export function CreatorAvatar({ src, className }: { src: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-accent-400 bg-cover bg-center',
        className ?? 'size-11',
      )}
      style={src ? { backgroundImage: `url(${JSON.stringify(src)})` } : undefined}
    />
  )
}
