import { PROPERTIES_MAX } from '@kid/shared/market/catalog-values'
import { Plus, X } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { IconButton } from '../../ui/IconButton.tsx'
import { Input } from '../../ui/Input.tsx'

export type PropertyRow = { key: number; trait_type: string; value: string }

/** Trait rows an item is described by; each row can be removed, at most PROPERTIES_MAX. */
export function PropertiesEditor({
  rows,
  onChange,
}: {
  rows: PropertyRow[]
  onChange: (rows: PropertyRow[]) => void
}) {
  const set = (key: number, patch: Partial<PropertyRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-fg">Properties</legend>
      <p className="text-xs text-fg-muted">Traits such as Background: Blue. Each name once.</p>
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-center gap-2">
          <Input
            aria-label={`Property ${index + 1} name`}
            placeholder="Name"
            value={row.trait_type}
            maxLength={64}
            onChange={(e) => set(row.key, { trait_type: e.target.value })}
          />
          <Input
            aria-label={`Property ${index + 1} value`}
            placeholder="Value"
            value={row.value}
            maxLength={64}
            onChange={(e) => set(row.key, { value: e.target.value })}
          />
          <IconButton
            label={`Remove property ${index + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <X className="size-4" aria-hidden="true" />
          </IconButton>
        </div>
      ))}
      {rows.length < PROPERTIES_MAX && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...rows, { key: Date.now(), trait_type: '', value: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add property
        </Button>
      )}
    </fieldset>
  )
}
