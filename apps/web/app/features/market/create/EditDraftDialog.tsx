import type { ItemInfo } from '@kid/shared/market/views'
import type { FormEvent } from 'react'
import { Button } from '../../../ui/Button.tsx'
import { Dialog } from '../../../ui/Dialog.tsx'
import { Input } from '../../../ui/Input.tsx'
import { catalogWrites } from '../api/writes.ts'
import { Textarea } from './Textarea.tsx'

/** Edit the draft: its name and description (item/edit). Loaded on first opening, with its form. */
export function EditDraftDialog({
  item,
  open,
  onOpenChange,
  onSaved,
}: {
  item: ItemInfo
  open: boolean
  onOpenChange: (open: boolean) => void
  onSaved: () => void
}) {
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const saved = await catalogWrites
      .editItem({
        id: item.id,
        name: String(form.get('name') ?? ''),
        description: String(form.get('description') ?? ''),
      })
      .catch(() => undefined)
    if (saved) onSaved()
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit the draft">
      <form onSubmit={save} className="space-y-4">
        <Input label="Name" name="name" defaultValue={item.name} required maxLength={64} />
        <Textarea label="Description" name="description" defaultValue={item.description} maxLength={1000} />
        <Button type="submit">Save</Button>
      </form>
    </Dialog>
  )
}
