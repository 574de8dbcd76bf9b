import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NODE_UNREACHABLE, runFlow, stepError } from './runFlow.ts'
import { txDialogRef } from './txDialogShown.ts'
import { txFlowStore } from './txFlowStore.ts'

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 1))
  expect(check()).toBe(true)
}

/** Stands in for TransactionDialog: its list is attached while a flow is published. */
const fakeDialog = () => txFlowStore.subscribe(() => txDialogRef(txFlowStore.get() ? ({} as Element) : null))

describe('runFlow', () => {
  let stop = () => {}
  beforeEach(() => {
    stop = fakeDialog()
  })
  afterEach(() => stop())

  it('shows a failed step with its message, retries from that step only, and resolves true when done', async () => {
    const runs: string[] = []
    let refuse = true
    const done = runFlow(
      'List for sale',
      [
        { label: 'Approve', run: async () => void runs.push('approve') },
        {
          label: 'Sign',
          run: async () => {
            runs.push('sign')
            if (refuse) throw Object.assign(new Error('User rejected'), { code: 4001 })
          },
        },
      ],
      '',
    )
    await until(() => txFlowStore.get()?.steps[1]?.status === 'failed')
    expect(txFlowStore.get()?.steps[1]?.error).toBe('Signature denied')
    expect(txFlowStore.get()?.steps[0]?.status).toBe('done')
    refuse = false
    txFlowStore.get()?.retry?.()
    expect(await done).toBe(true)
    expect(runs).toEqual(['approve', 'sign', 'sign'])
    expect(txFlowStore.get()?.finished).toBe(true)
    txFlowStore.get()?.close()
    expect(txFlowStore.get()).toBeNull()
  })

  it('resolves false when the dialog is closed before the steps are done', async () => {
    const done = runFlow(
      'Buy now',
      [{ label: 'Pay', run: () => Promise.reject(new Error('The listing is sold.')) }],
      '',
    )
    await until(() => txFlowStore.get()?.steps[0]?.error === 'The listing is sold.')
    txFlowStore.get()?.close()
    expect(await done).toBe(false)
  })
})

describe('runFlow before its dialog shows', () => {
  it('starts the first step only once the dialog is on screen, so what the wallet asks opens above it', async () => {
    const runs: string[] = []
    const done = runFlow(
      'Deposit USDT',
      [{ label: 'Approve USDT', run: async () => void runs.push('approve') }],
      '',
    )
    // Published at once, so the dialog can load and show; the step waits for it.
    expect(txFlowStore.get()?.steps).toEqual([{ label: 'Approve USDT', status: 'waiting' }])
    await new Promise((r) => setTimeout(r, 5))
    expect(runs).toEqual([])
    txDialogRef({} as Element)
    expect(await done).toBe(true)
    expect(runs).toEqual(['approve'])
    txFlowStore.get()?.close()
    txDialogRef(null)
  })

  it('runs nothing when the dialog is closed before it shows', async () => {
    const runs: string[] = []
    const done = runFlow('Buy now', [{ label: 'Pay', run: async () => void runs.push('pay') }], '')
    txFlowStore.get()?.close()
    expect(await done).toBe(false)
    txDialogRef({} as Element)
    await new Promise((r) => setTimeout(r, 5))
    expect(runs).toEqual([])
    txDialogRef(null)
  })
})

describe('stepError', () => {
  it("says an unreachable node in a person's words, not viem's report", () => {
    const viem = Object.assign(
      new Error('HTTP request failed.\n\nURL: http://127.0.0.1:8545\nRequest body: {...}'),
      {
        name: 'CallExecutionError',
        shortMessage: 'HTTP request failed.',
        cause: Object.assign(new Error('HTTP request failed.'), {
          name: 'HttpRequestError',
          cause: new TypeError('Failed to fetch'),
        }),
      },
    )
    expect(stepError(viem)).toBe(NODE_UNREACHABLE)
  })

  it('keeps the first line of any other error, and Signature denied for a refusal', () => {
    const other = Object.assign(new Error('Execution reverted.\n\nRaw Call Arguments: ...'), {
      shortMessage: 'Execution reverted.',
    })
    expect(stepError(other)).toBe('Execution reverted.')
    expect(stepError(Object.assign(new Error('User rejected'), { code: 4001 }))).toBe('Signature denied')
    expect(stepError('nothing useful')).toBe('Please try again')
  })
})
