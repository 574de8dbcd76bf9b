import type { KnsStateAnswer } from '@kid/shared/kns/views'
import { useRevalidator } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { nameState, useNameFlows } from './useNameFlows.ts'

/** Makes the name the holder's default (shown instead of their address), or stops it being one. */
export function DefaultNameSwitch({ name }: { name: KnsStateAnswer }) {
  const isDefault = name.records?.isDefault ?? false
  const { change, busy } = useNameFlows()
  const { revalidate } = useRevalidator()
  const flip = async () => {
    const want = !isDefault
    const body = want
      ? ({ domain: name.label, action: 'default' } as const)
      : ({ domain: name.label, action: 'clearDefault' } as const)
    const seen = async (label: string) => (await nameState(label)).records?.isDefault === want
    if (await change(want ? 'Make it my default name' : 'Stop using it as my default name', body, seen)) {
      toast.success(want ? `${name.name} is your default name.` : 'Your wallet shows its address again.')
      await revalidate()
    }
  }
  return (
    <section aria-labelledby="default-title" className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 id="default-title" className="text-lg font-bold text-fg">
          Default name
        </h2>
        <p className="text-sm text-fg-muted">
          {isDefault
            ? `KID shows ${name.name} instead of your wallet address.`
            : 'KID shows your wallet address. Make this name your default to show it instead.'}
        </p>
      </div>
      <Button variant={isDefault ? 'outline' : 'primary'} disabled={busy} onClick={flip}>
        {isDefault ? 'Stop using as default' : 'Make default'}
      </Button>
    </section>
  )
}
