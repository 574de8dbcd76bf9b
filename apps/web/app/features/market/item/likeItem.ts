import type { ItemLikes } from '@kid/shared/market/views'
import { api } from '../../../lib/api/browserClient.ts'
import { DC } from '../api/catalog.ts'

/** POST item/like: the member's favourite set on or off; answers the count as it now stands. */
export const likeItem = (id: number, liked: boolean) =>
  api.post<ItemLikes & { id: number }>(`${DC}/item/like`, { id, liked })
