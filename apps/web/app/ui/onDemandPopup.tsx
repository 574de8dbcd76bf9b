import {
  type AriaAttributes,
  type ComponentType,
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react'

/** What a popup loaded on demand is given: its trigger as the header drew it, and to open at once. */
export type OnDemandProps = { trigger: ReactElement; defaultOpen: boolean }

type TriggerProps = AriaAttributes & {
  onClick?: () => void
  onPointerEnter?: () => void
  onFocus?: () => void
}

/**
 * A header control (a menu or a popover) whose popup, and the library behind it (Radix, Floating
 * UI), loads on first use instead of with every page (docs/web.md "Keeping pages fast"). Until then
 * the trigger is drawn alone and looks the same; pointing at it or focusing it starts the download,
 * so a click usually finds the code there, and a click before it arrives opens the popup once it
 * has. `haspopup` is what the trigger announces meanwhile (Radix sets it after).
 */
export function onDemandPopup<P extends object>(
  load: () => Promise<ComponentType<P & OnDemandProps>>,
  haspopup: 'menu' | 'dialog',
): ComponentType<P & { trigger: ReactElement<TriggerProps> }> {
  let loading: ReturnType<typeof load> | undefined
  const warm = () => {
    loading ??= load().catch((error) => {
      loading = undefined
      throw error
    })
    return loading
  }
  const Popup = lazy(async () => ({ default: await warm() }))
  return function OnDemandPopup(props) {
    const [wanted, setWanted] = useState(false)
    if (!wanted)
      return cloneElement(props.trigger, {
        'aria-haspopup': haspopup,
        'aria-expanded': false,
        onPointerEnter: () => void warm().catch(() => {}),
        onFocus: () => void warm().catch(() => {}),
        onClick: () => setWanted(true),
      })
    return (
      <Suspense fallback={props.trigger}>
        <Popup {...props} defaultOpen />
      </Suspense>
    )
  }
}
