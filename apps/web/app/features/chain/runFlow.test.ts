import { describe, expect, it } from 'vitest'
import { runFlow } from './runFlow.ts'
import { txFlowStore } from './txFlowStore.ts'

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 1))
  expect(check()).toBe(true)
}

describe('runFlow', () => {
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
