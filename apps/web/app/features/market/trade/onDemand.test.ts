import { describe, expect, it } from 'vitest'
import { lazyModule } from './onDemand.ts'

describe('lazyModule', () => {
  it('imports once however often the flow is asked for', async () => {
    let imports = 0
    const load = lazyModule(async () => {
      imports += 1
      return { flow: 'buy' }
    })
    await Promise.all([load(), load()])
    expect(await load()).toEqual({ flow: 'buy' })
    expect(imports).toBe(1)
  })

  it('tries again after a failed chunk, and after one the page reload took over', async () => {
    const answers = [
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => Promise.resolve(undefined),
      () => Promise.resolve({ flow: 'buy' }),
    ]
    const load = lazyModule(() => (answers.shift() as () => Promise<{ flow: string } | undefined>)())
    await expect(load()).rejects.toThrow('Failed to fetch')
    expect(await load()).toBeUndefined()
    expect(await load()).toEqual({ flow: 'buy' })
  })
})
