import { type ChangeEvent, useState } from 'react'
import { toast } from '../../../lib/toast.ts'

/**
 * A file input's change handler that uploads the chosen picture (POST /api/dcservice/open/upload,
 * field `file`) and hands its address to `use`, busy meanwhile. A refused upload was toasted by the
 * API client; a lost connection, or a refusal of `use`, is toasted here.
 */
export function useImageUpload(use: (url: string) => void | Promise<void>) {
  const [busy, setBusy] = useState(false)
  const upload = async (file: File) => {
    let url: string
    try {
      // The account's calls load with the first picture, not with the page that offers the button.
      const { uploadImage } = await import('../api/account.ts')
      url = (await uploadImage(file)).url
    } catch (error) {
      if (error instanceof Error && error.name !== 'ApiError') toast.error(error.message)
      return
    }
    try {
      await use(url)
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Please try again')
    }
  }
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    void upload(file).finally(() => setBusy(false))
  }
  return { busy, pick }
}
