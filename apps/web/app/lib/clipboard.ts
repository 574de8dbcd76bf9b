import { TEXT } from '@kid/shared/texts'
import { toast } from './toast.ts'

export const COPY_SUCCESS = TEXT.copiedSuccessfully
export const COPY_FAILURE = TEXT.copyFailed

async function writeText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text)
    return
  }
  // Older browsers and insecure origins: the selection fallback.
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy refused')
}

/** Copies and tells the user; `successMessage` lets the wallet card say 'Copy Success'. */
export async function copyText(text: string, successMessage: string = COPY_SUCCESS): Promise<boolean> {
  try {
    await writeText(text)
    toast.success(successMessage)
    return true
  } catch {
    toast.error(COPY_FAILURE)
    return false
  }
}
