// The topic's file, not TEXT (texts.ts): this module is in the item page's first load.
import { tryAgain } from '@kid/shared/texts/wallet'
import { useEffect, useRef, useState } from 'react'
import { reloadOnChunkError } from '../../../lib/chunkReload.ts'
import { toast } from '../../../lib/toast.ts'

/**
 * Flows loaded on demand: the item page's buttons are in its first load, the wallet, viem and the
 * dialogs behind them are not (docs/web.md, "What loads when"). The page mounts the flows' host
 * component once its module has loaded and hands it each click as a numbered request.
 */
export type FlowRequest<A> = { value: A; seq: number }

/**
 * One import per page; a failed one is forgotten, so a later click tries again. A failed chunk
 * first meets root's vite:preloadError handler: when it reloads the page, the import resolves to
 * nothing instead of failing (an undefined module here).
 */
export function lazyModule<M>(importer: () => Promise<M | undefined>): () => Promise<M | undefined> {
  let loading: Promise<M | undefined> | undefined
  const forget = () => {
    loading = undefined
  }
  return () => {
    loading ??= importer().then(
      (module) => {
        if (!module) forget()
        return module
      },
      (error: unknown) => {
        forget()
        throw error
      },
    )
    return loading
  }
}

/**
 * The page side: `prefetch` on hover or focus (a failure stays silent until a click), `ask` on
 * click. While the module loads, `loading` names the request (the button shows it is busy); a
 * chunk that fails reloads the page through chunkReload, else the toast asks to try again.
 */
export function useOnDemand<M, A>(load: () => Promise<M | undefined>) {
  const [loaded, setLoaded] = useState<{ module: M }>()
  const [request, setRequest] = useState<FlowRequest<A>>()
  const [loading, setLoading] = useState<A>()
  // What the host reports: a flow is running (every action waits for it).
  const [busy, setBusy] = useState(false)

  const prefetch = () => void load().catch(() => undefined)
  const ask = (value: A) => {
    if (loading !== undefined) return
    setRequest((last) => ({ value, seq: (last?.seq ?? 0) + 1 }))
    if (loaded) return
    setLoading(value)
    load()
      .then((module) => module && setLoaded({ module }))
      .catch((error: unknown) => {
        if (!reloadOnChunkError(error)) toast.error(tryAgain)
      })
      .finally(() => setLoading(undefined))
  }
  return { module: loaded?.module, request, loading, busy, setBusy, prefetch, ask }
}

/** What a button of the page needs of useOnDemand (FlowButton). */
export type OnDemand<A> = Pick<
  ReturnType<typeof useOnDemand<unknown, A>>,
  'loading' | 'busy' | 'prefetch' | 'ask'
>

/**
 * The host side: runs each request once, as it arrives (the first one on mount), and reports
 * whether its flow is busy.
 */
export function useRequests<A>(
  request: FlowRequest<A> | undefined,
  run: (value: A) => unknown,
  busy: boolean,
  onBusy: (busy: boolean) => void,
) {
  const handled = useRef(0)
  useEffect(() => {
    if (!request || request.seq === handled.current) return
    handled.current = request.seq
    void run(request.value)
  })
  useEffect(() => onBusy(busy), [busy, onBusy])
}
