import { useQuery } from '../../../lib/query.tsx'
import { catalog } from '../api/catalog.ts'
import { browserReader } from '../api/reader.ts'

/** The marketplace's categories as a form's `category` field (empty for none): collections and drops. */
export function CategorySelect({ id }: { id: string }) {
  const categories = useQuery({
    queryKey: ['market', 'categories'],
    queryFn: () => catalog(browserReader).categories(),
  })
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Category
      </label>
      <select
        id={id}
        name="category"
        className="h-11 rounded-md border border-line-strong bg-surface px-3 text-sm text-fg"
      >
        <option value="">None</option>
        {(categories.data ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}
