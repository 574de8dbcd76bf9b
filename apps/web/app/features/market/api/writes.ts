import type { CollectionAddBody, ItemAddBody, ItemEditBody } from '@kid/shared/market/catalog'
import type { CollectionView } from '@kid/shared/market/views'
import { api } from '../../../lib/api/browserClient.ts'
import { DC } from './catalog.ts'

/** On the wire bigints are decimal strings. */
type Wire<T> = { [K in keyof T]: T[K] extends bigint | undefined ? string | Extract<T[K], undefined> : T[K] }

/** What item/add answers: the draft and what its mint needs. */
export type AddedItem = {
  id: number
  tokenUri: string
  collectionAddress: string | null
  standard: 721 | 1155
}

export type UploadedMedia = { url: string; thumbnail: string | null; type: string }

/** The creator's writes (spec 001 §7); failures toast the server's message. */
export const catalogWrites = {
  addCollection: (body: Wire<Partial<CollectionAddBody>>) =>
    api.post<CollectionView>(`${DC}/collection/add`, body),
  addItem: (body: Wire<Partial<ItemAddBody>>) => api.post<AddedItem>(`${DC}/item/add`, body),
  editItem: (body: Wire<Partial<ItemEditBody>>) => api.post<{ id: number }>(`${DC}/item/edit`, body),
  deleteItem: (id: number) => api.post<{ id: number }>(`${DC}/item/delete`, { id }),
  /** NFT media, image or video (docs/api.md §10); banners go to the image-only call. */
  upload: (file: File, banner = false) => {
    const form = new FormData()
    form.append('file', file)
    return api.postForm<UploadedMedia>(`${DC}/open/${banner ? 'banner/upload' : 'upload'}`, form)
  },
}
