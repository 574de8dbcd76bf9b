import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { useQuery } from '../../../lib/query.tsx'
import { Button } from '../../../ui/Button.tsx'
import { Input } from '../../../ui/Input.tsx'
import type { UploadedMedia } from '../api/writes.ts'
import { MediaPicker } from '../MediaPicker.tsx'
import { PropertiesEditor, type PropertyRow } from '../PropertiesEditor.tsx'
import { pickableCollections } from './pickableCollections.ts'
import { Textarea } from './Textarea.tsx'
import { useMintFlow } from './useMintFlow.ts'

/** Upload, describe, pick a collection, then draft + mint + wait for the indexer (useMintFlow). */
export function CreateNftForm() {
  const collections = useQuery({ queryKey: ['market', 'pickable-collections'], queryFn: pickableCollections })
  const { create, busy } = useMintFlow()
  const [media, setMedia] = useState<UploadedMedia | null>(null)
  const [rows, setRows] = useState<PropertyRow[]>([])
  const [collectionId, setCollectionId] = useState<number | undefined>()
  const [error, setError] = useState('')
  const list = collections.data ?? []
  const chosen = list.find((c) => c.id === collectionId) ?? list[0]

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    // The call's own schema checks the form: zod loads with the first submit, not with the page.
    const { itemAddBody } = await import('@kid/shared/market/catalog')
    const parsed = itemAddBody.safeParse({
      collectionId: chosen?.id,
      name: form.get('name'),
      description: form.get('description') ?? '',
      media: media?.url ?? '',
      thumbnail: media?.thumbnail ?? undefined,
      mediaType: media?.type.startsWith('video/') ? 'video' : 'image',
      properties: rows.map(({ trait_type, value }) => ({ trait_type, value })),
      supply: chosen?.standard === 1155 ? String(form.get('supply') ?? '1') : undefined,
    })
    if (!parsed.success || !chosen) {
      setError(parsed.error?.issues[0]?.message ?? 'Please pick a collection.')
      return
    }
    setError('')
    void create(parsed.data, chosen)
  }

  return (
    <form onSubmit={submit} className="grid gap-8 desk:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]" noValidate>
      <MediaPicker value={media} onChange={setMedia} />
      <div className="space-y-5">
        <Input label="Name" name="name" required maxLength={64} placeholder="Item name" />
        <Textarea
          label="Description"
          name="description"
          maxLength={1000}
          placeholder="Tell collectors about it"
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="nft-collection" className="text-sm font-medium text-fg">
            Collection
          </label>
          <select
            id="nft-collection"
            value={chosen?.id ?? ''}
            onChange={(e) => setCollectionId(Number(e.target.value))}
            className="h-11 rounded-md border border-line-strong bg-surface px-3 text-sm text-fg"
          >
            {list.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} · ERC-{c.standard}
                {c.shared ? ' · shared' : ''}
              </option>
            ))}
          </select>
          <p className="text-xs text-fg-muted">
            Or{' '}
            <Link to="/personal/collections" className="font-semibold text-brand-700 hover:underline">
              create your own collection
            </Link>
            .
          </p>
        </div>
        {chosen?.standard === 1155 && (
          <Input
            label="Supply"
            name="supply"
            type="number"
            min={1}
            max={1_000_000}
            defaultValue={1}
            hint="Copies to mint, 1 to 1,000,000."
          />
        )}
        <PropertiesEditor rows={rows} onChange={setRows} />
        {error && (
          <p role="alert" className="text-sm text-danger-600">
            {error}
          </p>
        )}
        <Button type="submit" size="lg" disabled={busy || !media || collections.isPending}>
          {busy ? 'Creating…' : 'Create'}
        </Button>
      </div>
    </form>
  )
}
