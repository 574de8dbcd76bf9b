import { TEXT } from '@kid/shared/texts'
import { ArrowLeft, Search } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { KID_SEARCH_MAX } from '../../lib/search/searchTarget.ts'
import { IconButton } from '../../ui/IconButton.tsx'
import { clearRecentSearches, recentSearches, rememberSearch } from '../search/recentSearches.ts'
import { SuggestionList, suggestionId } from '../search/SuggestionList.tsx'
import { searchSubmission } from '../search/searchPages.ts'
import {
  recentGroups,
  type Suggestion,
  type SuggestionGroup,
  seeAllOption,
  suggestionGroups,
} from '../search/suggestions.ts'
import { useSuggestions } from '../search/useSuggestions.ts'

/**
 * The full-screen search of the header (on / and /kid, and the phones' top bar), with a back
 * action; SearchButton loads it on the first opening. As the person types it suggests NFTs,
 * collections and people (useSuggestions: once typing pauses), chosen with the arrows and Enter
 * or a click; "See all results" and Enter go to /search/{term}. Before anything is typed it
 * offers the recent searches of this device.
 */
export function SearchDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [input, setInput] = useState('')
  const [active, setActive] = useState(-1)
  const [recent, setRecent] = useState(recentSearches)
  const navigate = useNavigate()
  const field = useRef<HTMLInputElement>(null)
  const ids = useId()

  const submission = searchSubmission(input)
  const term = submission?.term
  const { suggested, loading } = useSuggestions(term)
  const groups: SuggestionGroup[] = term
    ? suggestionGroups(suggested?.term === term ? suggested.results : null)
    : recentGroups(recent)
  const all = term ? seeAllOption(term) : undefined
  const options: Suggestion[] = [...groups.flatMap((group) => group.options), ...(all ? [all] : [])]
  const list = `${ids}-list`

  const go = (to: string, searched: string | undefined) => {
    if (searched) setRecent(rememberSearch(searched))
    setOpen(false)
    setInput('')
    setActive(-1)
    navigate(to)
  }
  const choose = (option: Suggestion) => go(option.href, option.kind === 'recent' ? option.term : term)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = options[active]
    if (chosen) choose(chosen)
    else if (submission) go(submission.to, submission.term)
  }
  // The arrows walk the options, round from the last to the first; Enter (submit) takes the one pointed at.
  const move = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length
    if (count === 0 || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    const down = event.key === 'ArrowDown'
    setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            field.current?.focus()
          }}
          className="fixed inset-0 z-[3000] flex animate-fade-in flex-col overflow-y-auto bg-surface focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Search</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            Search NFTs, collections and members by name, or a wallet address
          </RadixDialog.Description>
          <search className="mx-auto block w-full max-w-3xl px-4 pt-6">
            <form onSubmit={submit} className="flex w-full items-center gap-3">
              <RadixDialog.Close asChild>
                <IconButton label="Back">
                  <ArrowLeft className="size-5" aria-hidden="true" />
                </IconButton>
              </RadixDialog.Close>
              <div className="relative flex-1">
                <Search
                  className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-fg-subtle"
                  aria-hidden="true"
                />
                <input
                  ref={field}
                  type="search"
                  role="combobox"
                  aria-label={TEXT.searchPlaceholder}
                  aria-autocomplete="list"
                  aria-expanded={options.length > 0}
                  aria-controls={list}
                  aria-activedescendant={
                    active >= 0 && active < options.length ? suggestionId(list, active) : undefined
                  }
                  placeholder={TEXT.searchPlaceholder}
                  maxLength={KID_SEARCH_MAX}
                  value={input}
                  onChange={(e) => {
                    setInput(e.target.value)
                    setActive(-1)
                  }}
                  onKeyDown={move}
                  className="h-13 w-full rounded-full border border-line-strong bg-canvas pr-4 pl-12 text-base text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:bg-surface focus:outline-none"
                />
              </div>
            </form>
          </search>
          <div className="mx-auto w-full max-w-3xl px-4 pt-4 pb-10 desk:pl-18">
            {!term && recent.length > 0 && (
              <div className="flex items-center justify-between px-3 pb-1">
                <span
                  id={`${ids}-recent`}
                  className="text-xs font-semibold tracking-wide text-fg-muted uppercase"
                >
                  Recent searches
                </span>
                <button
                  type="button"
                  onClick={() => {
                    clearRecentSearches()
                    setRecent([])
                    setActive(-1)
                  }}
                  className="text-xs font-semibold text-brand-700 hover:text-brand-800"
                >
                  Clear
                </button>
              </div>
            )}
            <SuggestionList
              id={list}
              label={term ? `Suggestions for ${term}` : 'Recent searches'}
              groups={groups}
              grouped={!!term}
              last={all}
              options={options}
              active={active}
              busy={loading}
              onChoose={choose}
              onPoint={setActive}
            />
            {term && suggested?.term === term && suggested.results === null && (
              <p className="px-3 pt-2 text-sm text-fg-muted">
                Suggestions could not be loaded; press Enter to search.
              </p>
            )}
            {!term && recent.length === 0 && (
              <p className="px-3 text-sm text-fg-muted">
                Type the name of an NFT, a collection or a member, or paste a wallet address.
              </p>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
