import { SearchX } from 'lucide-react'
import type { EmptyStateProps } from '../market/EmptyState.tsx'
import { EXPLORE_MARKETPLACE } from '../market/emptyActions.ts'

/** What a search that found nothing says: why, and where to go next. */
export function noResults(term: string, what: string): EmptyStateProps {
  return {
    icon: <SearchX className="size-10" aria-hidden="true" />,
    title: `No ${what} match “${term}”`,
    text: 'Try a shorter word or another spelling, or paste a whole wallet address (0x…). Or look through what is on sale now.',
    actions: [EXPLORE_MARKETPLACE],
  }
}
