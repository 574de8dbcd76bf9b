import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryCache } from '../../../lib/query.tsx'
import { chainNow } from '../../chain/chainNow.ts'
import { splitDuration, spokenDuration } from './countdown.ts'

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const

/**
 * Time left in an auction, ticking each second. The Exchange judges the end by the next block's
 * time, which is the later of the latest block's and the real time: the latest block lags the
 * real time on a quiet chain (the embedded one mines only on a transaction) and runs ahead on one
 * moved forward. So the clock is the computer's, put forward by however far the latest block is
 * ahead of it (read under the trade buttons' query key), as the server judges bids by the later of
 * its clock and the chain's. At the end it reads the chain's time again, so the buttons turn from
 * bidding to delivery. Rendered on the server with dashes only: the server's "now" would be stale
 * by the time the page is read.
 */
export function AuctionCountdown({ itemId, endTime }: { itemId: number; endTime: string }) {
  const queryKey = ['chain-now', itemId]
  const chain = useQuery({ queryKey, queryFn: chainNow })
  const cache = useQueryCache()
  const [offset, setOffset] = useState<number>()
  const [now, setNow] = useState<number>()
  const askedAtEnd = useRef(false)
  const endMs = Date.parse(endTime)

  useEffect(() => {
    if (chain.data !== undefined) setOffset(Math.max(0, chain.data - Date.now()))
  }, [chain.data])
  useEffect(() => {
    const tick = () => setNow(Date.now())
    tick()
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [])

  const left = now === undefined ? undefined : endMs - (now + (offset ?? 0))
  const ended = left !== undefined && left <= 0
  useEffect(() => {
    if (!ended || askedAtEnd.current) return
    askedAtEnd.current = true
    void cache.invalidateQueries({ queryKey })
  })

  if (ended) return <p className="mt-3 text-sm font-semibold text-fg">Auction ended</p>
  const parts = left === undefined ? undefined : splitDuration(left)
  return (
    <div
      role="timer"
      aria-label={left === undefined ? 'Auction ends' : `Auction ends in ${spokenDuration(left)}`}
      className="mt-3 grid max-w-xs grid-cols-4 gap-2"
    >
      {UNITS.map((unit) => (
        <div key={unit} aria-hidden="true" className="rounded-lg bg-canvas px-2 py-1.5 text-center">
          <span className="block text-lg font-bold text-fg tabular-nums">
            {parts ? String(parts[unit]).padStart(2, '0') : '--'}
          </span>
          <span className="block text-xs text-fg-muted capitalize">{unit}</span>
        </div>
      ))}
    </div>
  )
}
