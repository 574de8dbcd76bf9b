import type { TextRecords } from '@kid/shared/kns/calls'
import { KNS_TEXT_KEYS, type KnsStateAnswer, type KnsTextKey } from '@kid/shared/kns/views'
import { type FormEvent, useState } from 'react'
import { useRevalidator } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'
import { nameState, useNameFlows } from './useNameFlows.ts'

const FIELDS: Record<KnsTextKey, { label: string; hint?: string; placeholder?: string }> = {
  avatar: { label: 'Avatar', hint: 'An https:// or ipfs:// picture, shown where you have none of your own.' },
  bio: { label: 'Bio', placeholder: 'What you make, collect or care about' },
  url: { label: 'Website', placeholder: 'https://' },
  x: { label: 'X', placeholder: '@handle' },
  telegram: { label: 'Telegram', placeholder: '@handle' },
  discord: { label: 'Discord', placeholder: 'handle' },
}

/**
 * The holder's text records: what changed is sent in one transaction (an emptied field removes its
 * record), and the page shows the records once the indexer has them.
 */
export function RecordsForm({ name }: { name: KnsStateAnswer }) {
  const saved = name.records?.texts ?? {}
  const [texts, setTexts] = useState<Record<KnsTextKey, string>>(
    () => Object.fromEntries(KNS_TEXT_KEYS.map((k) => [k, saved[k] ?? ''])) as Record<KnsTextKey, string>,
  )
  const { change, busy } = useNameFlows()
  const { revalidate } = useRevalidator()
  const changed: TextRecords = Object.fromEntries(
    KNS_TEXT_KEYS.filter((k) => texts[k].trim() !== (saved[k] ?? '')).map((k) => [k, texts[k].trim()]),
  )
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const seen = async (label: string) => {
      const now = (await nameState(label)).records?.texts ?? {}
      return Object.entries(changed).every(([k, v]) => (now[k as KnsTextKey] ?? '') === v)
    }
    if (
      await change(
        'Save records',
        { domain: name.label, action: 'records', texts: changed, setDefault: false },
        seen,
      )
    ) {
      toast.success('Your records are saved.')
      await revalidate()
    }
  }
  return (
    <form onSubmit={submit} aria-labelledby="records-title" className="space-y-4">
      <h2 id="records-title" className="text-lg font-bold text-fg">
        Records
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {KNS_TEXT_KEYS.map((key) => (
          <div key={key} className={key === 'avatar' || key === 'bio' ? 'sm:col-span-2' : undefined}>
            <Input
              label={FIELDS[key].label}
              hint={FIELDS[key].hint}
              placeholder={FIELDS[key].placeholder}
              value={texts[key]}
              onChange={(e) => setTexts({ ...texts, [key]: e.target.value })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" disabled={busy || Object.keys(changed).length === 0}>
        Save records
      </Button>
    </form>
  )
}
