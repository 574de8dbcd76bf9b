import { CAPTCHA_MODAL } from '@kid/shared/constants'
import { TEXT } from '@kid/shared/texts'
import { Loader2, ShieldCheck } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { signedHeaders } from '../../lib/api/browserClient.ts'
import { dismissCaptcha, solveCaptcha } from '../../lib/captcha.ts'
import { captchaStore } from '../../lib/commonStore.ts'
import { useStore } from '../../lib/createStore.ts'
import { usePublicConfig } from '../../lib/publicConfig.tsx'
import { ModalClose, ModalFrame } from '../../ui/ModalFrame.tsx'
import { ACCOUNT } from './api/account.ts'

export const ALTCHA_CHALLENGE_URL = `${ACCOUNT}/open/captcha/challenge`

const HOSTED_SCRIPT = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
} as const

type HostedApi = {
  render: (el: HTMLElement, options: Record<string, unknown>) => unknown
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)
    if (existing?.dataset.loaded) return resolve()
    const script = existing ?? document.createElement('script')
    script.addEventListener('load', () => {
      script.dataset.loaded = '1'
      resolve()
    })
    script.addEventListener('error', () => reject(new Error(TEXT.captchaUnavailable)))
    if (!existing) {
      script.src = src
      script.async = true
      document.head.append(script)
    }
  })
}

type Status = 'loading' | 'ready' | 'failed'

/** Mounts the configured widget into `host`; calls `onToken` with each non-empty token. */
async function mountWidget(
  host: HTMLElement,
  provider: 'altcha' | 'turnstile' | 'hcaptcha',
  siteKey: string,
  onToken: (token: string) => void,
  onReady: () => void,
): Promise<() => void> {
  if (provider === 'altcha') {
    await import('altcha')
    const widget = document.createElement('altcha-widget')
    widget.setAttribute('challenge', ALTCHA_CHALLENGE_URL)
    widget.setAttribute('auto', 'onload')
    widget.setAttribute('hidefooter', '')
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail
      if (detail?.state === 'verified' && detail.payload) onToken(detail.payload)
    }
    widget.addEventListener('statechange', onState)
    host.append(widget)
    // The challenge call carries the platform's signature headers like every /api call.
    await widget.configure({
      fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, headers: { ...(await signedHeaders()), ...(init?.headers ?? {}) } }),
      hideFooter: true,
    } as never)
    onReady()
    return () => {
      widget.removeEventListener('statechange', onState)
      widget.remove()
    }
  }
  await loadScript(HOSTED_SCRIPT[provider])
  const api = (window as unknown as Record<string, HostedApi | undefined>)[provider]
  if (!api) throw new Error(TEXT.captchaUnavailable)
  const slot = document.createElement('div')
  host.append(slot)
  api.render(slot, {
    sitekey: siteKey,
    callback: (token: string) => {
      if (token) onToken(token)
    },
  })
  onReady()
  return () => slot.remove()
}

/**
 * 'Wait a minute' (spec 000 §2.6): 500x300 at z-index 4000, shown when the API client meets
 * 1511721/1511722. A non-empty token is stored, the modal closes and the failing call goes again.
 */
export function CaptchaModal() {
  const { show } = useStore(captchaStore, captchaStore.get())
  const { captcha } = usePublicConfig()
  const [status, setStatus] = useState<Status>('loading')
  const hostRef = useRef<HTMLDivElement | null>(null)
  const [host, setHost] = useState<HTMLDivElement | null>(null)

  useEffect(() => {
    if (!show || !host) return
    setStatus('loading')
    let cleanup: (() => void) | undefined
    let cancelled = false
    mountWidget(host, captcha.provider, captcha.siteKey, solveCaptcha, () => {
      if (!cancelled) setStatus('ready')
    })
      .then((fn) => {
        if (cancelled) fn()
        else cleanup = fn
      })
      .catch(() => {
        if (!cancelled) setStatus('failed')
      })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [show, host, captcha.provider, captcha.siteKey])

  return (
    <ModalFrame
      open={show}
      onOpenChange={(open) => {
        if (!open) dismissCaptcha()
      }}
      overlayClassName="bg-ink-950/60 backdrop-blur-sm"
      zIndex={CAPTCHA_MODAL.zIndex}
      style={{ width: CAPTCHA_MODAL.width, minHeight: CAPTCHA_MODAL.height }}
      className="fixed top-1/2 left-1/2 flex max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-3 rounded-2xl bg-surface p-6 text-center shadow-pop animate-pop-in"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <ShieldCheck className="size-6" aria-hidden="true" />
      </span>
      <RadixDialog.Title className="text-xl font-bold text-fg">{TEXT.captchaTitle}</RadixDialog.Title>
      <RadixDialog.Description className="text-sm text-fg-muted">{TEXT.captchaText}</RadixDialog.Description>
      {status === 'loading' && (
        <Loader2 className="size-6 animate-spin text-brand-600" aria-label="Loading the captcha" />
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {TEXT.captchaUnavailable}
        </p>
      )}
      <div
        ref={(el) => {
          hostRef.current = el
          setHost(el)
        }}
        className="flex min-h-16 w-full justify-center"
      />
      <ModalClose className="absolute top-3 right-3" />
    </ModalFrame>
  )
}
