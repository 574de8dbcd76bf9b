import { SuggestionRow } from './SuggestionRow.tsx'
import type { Suggestion, SuggestionGroup } from './suggestions.ts'

/**
 * The search dialog's list box: the groups (NFTs, Collections, People; or the recent searches,
 * ungrouped), then `last` ("See all results") under a rule. `options` is every option in order:
 * the arrows and aria-activedescendant count in it.
 */
export function SuggestionList({
  id,
  label,
  groups,
  grouped,
  last,
  options,
  active,
  busy,
  onChoose,
  onPoint,
}: {
  id: string
  label: string
  groups: SuggestionGroup[]
  grouped: boolean
  last: Suggestion | undefined
  options: Suggestion[]
  active: number
  busy: boolean
  onChoose: (option: Suggestion) => void
  onPoint: (index: number) => void
}) {
  const row = (option: Suggestion) => {
    const at = options.findIndex((o) => o.id === option.id)
    return (
      <SuggestionRow
        key={option.id}
        id={suggestionId(id, at)}
        option={option}
        active={active === at}
        onChoose={() => onChoose(option)}
        onPoint={() => onPoint(at)}
      />
    )
  }
  return (
    <div id={id} role="listbox" aria-label={label} aria-busy={busy}>
      {groups.map((group) =>
        grouped ? (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role="group" (WAI-ARIA); a fieldset groups form controls
          <div key={group.label} role="group" aria-labelledby={`${id}-${group.label}`} className="pb-2">
            <div
              id={`${id}-${group.label}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {group.label}
            </div>
            {group.options.map(row)}
          </div>
        ) : (
          group.options.map(row)
        ),
      )}
      {last && <div className="border-t border-line pt-2">{row(last)}</div>}
    </div>
  )
}

/** The id of the option at `index`, for the combobox's aria-activedescendant. */
export const suggestionId = (list: string, index: number) => `${list}-option-${index}`
