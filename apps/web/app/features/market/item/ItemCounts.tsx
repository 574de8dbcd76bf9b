import type { ItemInfo } from '@kid/shared/market/views'
import { Heart } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useSession } from '../../../lib/session/SessionProvider.tsx'
import { cn } from '../../../ui/cn.ts'
import { openLoginModal } from '../../account/loginModalStore.ts'
import { likeItem } from './likeItem.ts'

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`

/**
 * Views and favourites under the item's name. The heart is a toggle (aria-pressed) showing the
 * count the server answered, not a guess; a visitor who taps it is asked to log in first.
 */
export function ItemCounts({ item }: { item: Pick<ItemInfo, 'id' | 'views' | 'likes' | 'liked'> }) {
  const { loggedIn } = useSession()
  const { pathname, search } = useLocation()
  const [likes, setLikes] = useState({ likes: item.likes, liked: item.liked })
  const [busy, setBusy] = useState(false)
  const toggle = async () => {
    if (!loggedIn) return openLoginModal({ view: 'login' }, { redirectUri: `${pathname}${search}` })
    setBusy(true)
    try {
      setLikes(await likeItem(item.id, !likes.liked))
    } catch {
      // The API client has toasted the reason (a limit, a lost connection); the count stays as it was.
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-muted">
      <span>{plural(item.views, 'view')}</span>
      <button
        type="button"
        aria-pressed={likes.liked}
        aria-busy={busy}
        disabled={busy}
        onClick={toggle}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 -mx-2 hover:bg-canvas hover:text-fg focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Heart
          className={cn('size-4', likes.liked && 'fill-danger-600 text-danger-600')}
          aria-hidden="true"
        />
        {plural(likes.likes, 'favourite')}
      </button>
    </div>
  )
}
