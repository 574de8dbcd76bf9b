import type { SearchResults } from '@kid/shared/market/search'
import { useEffect, useRef, useState } from 'react'
import { catalog } from '../market/api/catalog.ts'
import { browserReader } from '../market/api/reader.ts'

/** How long typing must pause before the dialog asks: a word typed at once is one call. */
export const SUGGEST_DELAY_MS = 300
/** Suggestions of each kind. */
export const SUGGESTIONS_PER_KIND = 3

export type Suggested = { term: string; results: SearchResults | null }

/**
 * The header dialog's suggestions for a cleaned term, asked once typing pauses. The last answer
 * stays shown while the next is on its way (`loading`), an answer for a term no longer typed is
 * dropped, and each term is asked once per opening. `results` null: the call failed.
 */
export function useSuggestions(term: string | undefined): { suggested: Suggested | null; loading: boolean } {
  const [suggested, setSuggested] = useState<Suggested | null>(null)
  const [loading, setLoading] = useState(false)
  const answers = useRef(new Map<string, SearchResults>())

  useEffect(() => {
    if (!term) {
      setSuggested(null)
      setLoading(false)
      return
    }
    const known = answers.current.get(term)
    if (known) {
      setSuggested({ term, results: known })
      setLoading(false)
      return
    }
    let current = true
    setLoading(true)
    const timer = setTimeout(() => {
      catalog(browserReader)
        .search({ keyword: term, size: SUGGESTIONS_PER_KIND })
        .then((results) => {
          answers.current.set(term, results)
          if (current) setSuggested({ term, results })
        })
        .catch(() => current && setSuggested({ term, results: null }))
        .finally(() => current && setLoading(false))
    }, SUGGEST_DELAY_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [term])

  return { suggested, loading }
}
