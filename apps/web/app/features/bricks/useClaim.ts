import { useState } from 'react'
import { useRevalidator } from 'react-router'

/**
 * Runs one claim or save at a time per key and then reads the page again, so the states shown
 * (done, claimable, the balances) are the server's. A refusal was already said by the API client.
 */
export function useClaim() {
  const [busy, setBusy] = useState<string | null>(null)
  const { revalidate } = useRevalidator()
  async function run(key: string, work: () => Promise<unknown>) {
    if (busy) return
    setBusy(key)
    try {
      await work()
      await revalidate()
    } catch {
      // The API client's toast said why; nothing changed.
    } finally {
      setBusy(null)
    }
  }
  return { busy, run }
}
