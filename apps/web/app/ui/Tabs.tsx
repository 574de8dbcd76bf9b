// Tabs after the WAI-ARIA tabs pattern (automatic activation): arrow keys, Home and End move between
// the tabs and show each one's panel; only the active panel is mounted, so a panel's reads start
// when it is opened. Our own rather than Radix Tabs, which brought ~9 KB of gzip to the item page
// (docs/web.md "Keeping pages fast").
import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from 'react'
import { cn } from './cn.ts'

interface TabsState {
  value: string
  select: (value: string) => void
  idOf: (part: 'tab' | 'panel', value: string) => string
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('TabsList, TabsTrigger and TabsContent go inside Tabs')
  return state
}

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The shown tab, when the parent holds it; else the tabs hold their own, starting at `defaultValue`. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}) {
  const [own, setOwn] = useState(defaultValue)
  const base = useId()
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      setOwn(next)
      onValueChange?.(next)
    },
    idOf: (part, tab) => `${base}${part}-${tab}`,
  }
  return (
    <TabsContext.Provider value={state}>
      <div {...props} />
    </TabsContext.Provider>
  )
}

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
}

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const move = MOVES[event.key]
  if (!move) return
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')]
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement)
  if (at < 0) return
  event.preventDefault()
  const next = tabs[move(at, tabs.length)]
  next?.focus()
  next?.click()
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex gap-1 rounded-full bg-ink-900/5 p-1', className)}
      onKeyDown={(event) => {
        onKeyDown?.(event)
        moveFocus(event)
      }}
      {...props}
    />
  )
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs()
  const active = tabs.value === value
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'rounded-full px-4 py-1.5 text-sm font-semibold text-fg-muted transition-colors',
        'data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) tabs.select(value)
      }}
      {...props}
    />
  )
}

export function TabsContent({ value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs()
  if (tabs.value !== value) return null
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern lets keyboard users reach a panel with no focusable content
      tabIndex={0}
      {...props}
    />
  )
}
