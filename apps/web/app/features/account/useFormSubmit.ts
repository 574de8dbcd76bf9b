import { useCallback, useState } from 'react'

/** A form's request state: busy while in flight, the failure message of the last try. */
export function useFormSubmit() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const run = useCallback(async (task: () => Promise<void>) => {
    setBusy(true)
    setError('')
    try {
      await task()
    } catch (e) {
      setError(e instanceof Error ? e.message || 'Error' : 'Error')
    } finally {
      setBusy(false)
    }
  }, [])
  return { busy, error, setError, run }
}
