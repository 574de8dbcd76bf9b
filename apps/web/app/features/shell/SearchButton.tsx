import { Search } from 'lucide-react'
import { useState } from 'react'
import { IconButton } from '../../ui/IconButton.tsx'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'

const SearchDialog = lazyOverlay(
  () => import('./SearchDialog.tsx').then((m) => m.SearchDialog),
  (props) => props.open,
)

/** The header's search icon (on / and /kid); the full-screen search loads on first opening. */
export function SearchButton({ tone }: { tone: 'light' | 'dark' }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <IconButton label="Search" tone={tone} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Search className="size-5" aria-hidden="true" />
      </IconButton>
      <SearchDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
