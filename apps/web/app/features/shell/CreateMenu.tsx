import { ChevronDown, Plus } from 'lucide-react'
import { buttonClass } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import { onDemandPopup } from '../../ui/onDemandPopup.tsx'

const Popup = onDemandPopup(() => import('./CreateMenuPopup.tsx').then((m) => m.CreateMenuPopup), 'menu')

/** The header's Create button; its menu (CreateMenuPopup) loads on first use. */
export function CreateMenu({ tone }: { tone: 'light' | 'dark' }) {
  return (
    <Popup
      trigger={
        <button
          type="button"
          className={cn(
            buttonClass(tone === 'dark' ? 'inverse' : 'primary', 'sm'),
            'data-[state=open]:[&_.chev]:rotate-180',
          )}
        >
          <Plus className="size-4" aria-hidden="true" />
          Create
          <ChevronDown className="chev size-4 transition-transform" aria-hidden="true" />
        </button>
      }
    />
  )
}
