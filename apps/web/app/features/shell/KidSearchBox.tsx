import { TEXT } from '@kid/shared/texts'
import { Search } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { KID_SEARCH_MAX, searchTarget } from '../../lib/search/searchTarget.ts'
import { toast } from '../../lib/toast.ts'
import { cn } from '../../ui/cn.ts'

export const MOBILE_KID_WARNING = TEXT.kidSearchMobileWarning

/** The kid layout's name search: 'Search .kid names' with a Search button. */
export function KidSearchBox({ className }: { className?: string }) {
  const [term, setTerm] = useState('')
  const navigate = useNavigate()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (window.innerWidth < 750) {
      toast.info(MOBILE_KID_WARNING)
      return
    }
    const to = searchTarget(term, 'kid')
    if (to) navigate(to)
  }
  return (
    <search aria-label=".kid names" className={cn('block w-full max-w-xl', className)}>
      <form onSubmit={submit} className="flex w-full items-center gap-2">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-fg-subtle"
            aria-hidden="true"
          />
          <input
            type="search"
            aria-label={TEXT.kidSearchPlaceholder}
            placeholder={TEXT.kidSearchPlaceholder}
            maxLength={KID_SEARCH_MAX}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            className="h-11 w-full rounded-full border border-line-strong bg-surface pr-4 pl-10 text-sm text-fg placeholder:text-fg-subtle focus:border-brand-500 focus:outline-none"
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Search
        </button>
      </form>
    </search>
  )
}
