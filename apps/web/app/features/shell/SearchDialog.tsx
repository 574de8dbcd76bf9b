import { TEXT } from '@kid/shared/texts'
import { ArrowLeft, Search } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { KID_SEARCH_MAX, searchTarget } from '../../lib/search/searchTarget.ts'
import { IconButton } from '../../ui/IconButton.tsx'

/** The full-screen search of the header (on / and /kid), with a back action; SearchButton loads it. */
export function SearchDialog({
  open,
  onOpenChange: setOpen,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [term, setTerm] = useState('')
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const to = searchTarget(term)
    if (!to) return
    setOpen(false)
    setTerm('')
    navigate(to)
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            input.current?.focus()
          }}
          className="fixed inset-0 z-[3000] flex animate-fade-in flex-col bg-surface focus:outline-none"
        >
          <RadixDialog.Title className="sr-only">Search</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">
            Search .kid names, collections or a wallet address
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
                  ref={input}
                  type="search"
                  aria-label={TEXT.searchPlaceholder}
                  placeholder={TEXT.searchPlaceholder}
                  maxLength={KID_SEARCH_MAX}
                  value={term}
                  onChange={(e) => setTerm(e.target.value)}
                  className="h-13 w-full rounded-full border border-line-strong bg-canvas pr-4 pl-12 text-base text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:bg-surface focus:outline-none"
                />
              </div>
            </form>
          </search>
          <p className="mx-auto mt-4 w-full max-w-3xl px-4 pl-18 text-sm text-fg-muted">
            Type a name ending in <span className="font-semibold text-fg">.kid</span> to manage it, or any
            word or address to search KID.
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
