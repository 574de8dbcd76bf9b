import { Search } from 'lucide-react'
import { overlayButton } from '../../ui/OverlayButton.tsx'

/** The header's search icon (on / and /kid); the full-screen search loads on first opening. */
export const SearchButton = overlayButton(
  () => import('./SearchDialog.tsx').then((m) => m.SearchDialog),
  'Search',
  <Search className="size-5" aria-hidden="true" />,
)
