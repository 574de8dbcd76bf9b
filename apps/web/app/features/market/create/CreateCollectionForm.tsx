import type { CollectionView } from '@kid/shared/market/views'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import { ImageUpload } from '../../account/profile/ImageUpload.tsx'
import { catalogWrites } from '../api/writes.ts'
import { CategorySelect } from './CategorySelect.tsx'
import { royaltyBpsOf } from './royalty.ts'
import { Textarea } from './Textarea.tsx'

/** The collection's row (collection/add); `onCreated` then deploys it from the wallet. */
export function CreateCollectionForm({ onCreated }: { onCreated: (collection: CollectionView) => void }) {
  const [cover, setCover] = useState('')
  const [banner, setBanner] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const royalty = royaltyBpsOf(String(form.get('royalty') ?? ''))
    if (royalty === undefined) return setError('Royalties are a percentage such as 2.5.')
    const category = String(form.get('category') ?? '')
    // The call's own schema checks the form: zod loads with the first submit, not with the page.
    const { collectionAddBody } = await import('@kid/shared/market/catalog')
    const parsed = collectionAddBody.safeParse({
      standard: form.get('standard'),
      name: form.get('name'),
      symbol: form.get('symbol'),
      description: form.get('description') ?? '',
      cover: cover || undefined,
      banner: banner || undefined,
      royalty,
      category: category || undefined,
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form.')
    setError('')
    setBusy(true)
    const created = await catalogWrites.addCollection(parsed.data).catch(() => undefined)
    setBusy(false)
    if (created) onCreated(created)
  }

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-2 text-sm font-medium text-fg">Standard</legend>
        {[
          { value: 721, label: 'ERC-721', text: 'One of a kind' },
          { value: 1155, label: 'ERC-1155', text: 'Editions of many copies' },
        ].map((option) => (
          <label
            key={option.value}
            className="flex flex-1 cursor-pointer items-start gap-2 rounded-xl border border-line-strong p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="standard"
              value={option.value}
              defaultChecked={option.value === 721}
              className="mt-1 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-semibold text-fg">{option.label}</span>
              <span className="block text-xs text-fg-muted">{option.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Input label="Name" name="name" required maxLength={64} />
        <Input label="Symbol" name="symbol" required maxLength={12} placeholder="KIDART" />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div>
          <p className="mb-1.5 text-sm font-medium text-fg">Cover</p>
          <ImageUpload label="Upload a cover" value={cover} onChange={setCover} shape="avatar" />
        </div>
        <div className="min-w-48 flex-1">
          <p className="mb-1.5 text-sm font-medium text-fg">Banner</p>
          <ImageUpload label="Upload a banner" value={banner} onChange={setBanner} shape="banner" />
        </div>
      </div>
      <Textarea label="Description" name="description" maxLength={1000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Royalty %"
          name="royalty"
          inputMode="decimal"
          defaultValue="0"
          hint="Paid to you on every sale, at most 10%."
        />
        <CategorySelect id="collection-category" />
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Creating…' : 'Create collection'}
      </Button>
    </form>
  )
}
