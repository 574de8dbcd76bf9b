import { TEXT } from '@kid/shared/texts'
import { Search } from 'lucide-react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { KID_SEARCH_MAX } from '../../lib/search/searchTarget.ts'
import { buttonClass } from '../../ui/Button.tsx'
import { rememberSearch } from './recentSearches.ts'
import { searchSubmission } from './searchPages.ts'

/**
 * The search page's own box, holding the term searched: the same rules as the header's (spec 000
 * §5; an empty term does nothing), and the search is remembered for the header's dialog.
 */
export function SearchBox({ term }: { term: string | null }) {
  const navigate = useNavigate()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitted = searchSubmission(String(new FormData(event.currentTarget).get('q') ?? ''))
    if (!submitted) return
    if (submitted.term) rememberSearch(submitted.term)
    navigate(submitted.to)
  }
  return (
    <search className="block">
      <form onSubmit={submit} className="flex w-full max-w-2xl items-center gap-2">
        <input
          key={term}
          name="q"
          type="search"
          aria-label={TEXT.searchPlaceholder}
          placeholder={TEXT.searchPlaceholder}
          defaultValue={term ?? ''}
          maxLength={KID_SEARCH_MAX}
          className="h-11 min-w-0 flex-1 rounded-full border border-line-strong bg-surface pr-3 pl-4 text-base text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:outline-none desk:px-5"
        />
        {/* On a phone the button is its icon alone: the box keeps the width to show its placeholder whole. */}
        <button type="submit" className={buttonClass('primary', 'md')}>
          <Search className="size-4.5" aria-hidden="true" />
          <span className="sr-only desk:not-sr-only">Search</span>
        </button>
      </form>
    </search>
  )
}
