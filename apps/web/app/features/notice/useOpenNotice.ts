import type { NoticeView } from '@kid/shared/notice'
import { useNavigate } from 'react-router'
import { noticeApi } from './api.ts'
import { noticeTarget } from './target.ts'
import { setUnreadCount } from './useUnreadCount.ts'

/**
 * A click on a notice (spec 001 §4): first it is marked read (the count follows at once), then
 * the jump check decides: isjump 1 with a url opens it in a new window, isjump 1 without one goes
 * to the notice's page in the app, isjump 0 stays. `onRead` updates the list that shows it.
 */
export function useOpenNotice(onRead: (id: number) => void) {
  const navigate = useNavigate()
  return async (notice: NoticeView) => {
    if (notice.status === 0) {
      const { num } = await noticeApi.markRead(notice.id)
      setUnreadCount(num)
      onRead(notice.id)
    }
    const jump = await noticeApi.jump(notice.id)
    if (jump.isjump !== 1) return
    if (jump.url) window.open(jump.url, '_blank', 'noopener,noreferrer')
    else navigate(noticeTarget(notice))
  }
}
