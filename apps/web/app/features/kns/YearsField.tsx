import { KNS_MAX_YEARS } from '@kid/shared/kns/views'
import { Minus, Plus } from 'lucide-react'
import { IconButton } from '../../ui/IconButton.tsx'

const STEP = 'border border-line disabled:pointer-events-none disabled:opacity-40'

/** How many years to register or renew for: 1 to 10, a stepper with the count between. */
export function YearsField({ years, onChange }: { years: number; onChange: (years: number) => void }) {
  return (
    <fieldset className="flex items-center justify-between gap-4">
      <legend className="float-left text-sm font-semibold text-fg">Years</legend>
      <div className="flex items-center gap-2">
        <IconButton
          className={STEP}
          label="One year less"
          disabled={years <= 1}
          onClick={() => onChange(years - 1)}
        >
          <Minus className="size-4" aria-hidden="true" />
        </IconButton>
        <output aria-live="polite" className="w-20 text-center font-bold text-fg tabular-nums">
          {years} {years === 1 ? 'year' : 'years'}
        </output>
        <IconButton
          className={STEP}
          label="One year more"
          disabled={years >= KNS_MAX_YEARS}
          onClick={() => onChange(years + 1)}
        >
          <Plus className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
    </fieldset>
  )
}
