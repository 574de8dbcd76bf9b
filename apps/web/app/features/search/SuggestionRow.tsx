import { ArrowRight, History } from 'lucide-react'
import type { ReactNode } from 'react'
import { CollectionCover } from '../market/CollectionCover.tsx'
import { CreatorAvatar } from '../market/CreatorAvatar.tsx'
import { ItemThumb } from '../market/ItemThumb.tsx'
import { walletPicture } from '../market/walletLabel.ts'
import { personName, personRole } from './personView.ts'
import type { Suggestion } from './suggestions.ts'

const ICON = 'grid size-10 shrink-0 place-items-center rounded-lg bg-canvas text-fg-muted'

/** What a suggestion shows: a 40 px picture, its name and a line saying what it is. */
function parts(option: Suggestion): { picture: ReactNode; name: string; detail?: string } {
  switch (option.kind) {
    case 'nft':
      return {
        picture: <ItemThumb item={option.item} className="size-10 shrink-0 rounded-lg" sizes="40px" />,
        name: option.item.name,
        detail: option.item.collectionName,
      }
    case 'collection':
      return {
        picture: (
          <CollectionCover
            name={option.collection.name}
            coverUrl={option.collection.coverUrl || null}
            framed={false}
            className="size-10 shrink-0 rounded-lg text-base"
          />
        ),
        name: option.collection.name,
        detail: `Collection · ${option.collection.items} ${option.collection.items === 1 ? 'item' : 'items'}`,
      }
    case 'person':
      return {
        picture: (
          <CreatorAvatar
            src={walletPicture(option.person.avatar, option.person.kidName)}
            className="size-10"
          />
        ),
        name: personName(option.person),
        detail: personRole(option.person),
      }
    case 'recent':
      return { picture: <History className={`${ICON} p-2.5`} aria-hidden="true" />, name: option.term }
    case 'all':
      return {
        picture: <ArrowRight className={`${ICON} p-2.5 text-brand-700`} aria-hidden="true" />,
        name: `See all results for “${option.term}”`,
      }
  }
}

/** One option of the dialog's list box (a listbox option: chosen by click, Enter or the arrows). */
export function SuggestionRow({
  option,
  id,
  active,
  onChoose,
  onPoint,
}: {
  option: Suggestion
  id: string
  active: boolean
  onChoose: () => void
  onPoint: () => void
}) {
  const { picture, name, detail } = parts(option)
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input owns the keys (arrows, Enter) and points at this option through aria-activedescendant
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onChoose}
      onMouseMove={onPoint}
      className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${active ? 'bg-brand-50' : 'hover:bg-canvas'}`}
    >
      {picture}
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-fg">{name}</span>
        {detail && <span className="block truncate text-xs text-fg-muted">{detail}</span>}
      </span>
    </div>
  )
}
