import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/app.ts'
import { runCommand, UsageError } from './commands.ts'

let t: TestApp
let uid: string
const alice = { actor: 'operator:alice', chainId: 31337 }
const run = (...args: string[]) => runCommand(t.app.db, args, alice).then((r) => r.output)
beforeAll(async () => {
  t = await createTestApp()
  uid = (await t.signIn({ email: 'member@example.com' })).uid
})
afterAll(async () => t?.close())

describe('npm run admin -- ledger', () => {
  it('credits and debits a member with a reason, in the currency’s units, and keeps who, when and why', async () => {
    expect(
      await run(
        'ledger',
        'credit',
        'member@example.com',
        'USDT',
        '12.5',
        '--reason',
        'Goodwill for ticket 42',
      ),
    ).toMatch(
      /^Credited 12\.5 USDT to member \d+ \(movement \d+\)\. Now available 12\.5 USDT, frozen 0 USDT\.$/,
    )
    expect(await run('ledger', 'debit', uid, 'usdt', '2.25', '--reason', 'Chargeback')).toContain(
      'Now available 10.25 USDT',
    )
    expect(await run('ledger', 'credit', uid, 'CBK', '50', '--reason', 'Event prize')).toContain(
      'Now available 50 CBK',
    )
    const trail = (await run('ledger', 'history', uid, '--kind', 'operator'))
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(trail.map((r) => [r.by, r.reason, r.entries[1]])).toEqual([
      ['operator:alice', 'Event prize', expect.stringMatching(/^member:\d+ available \+50 cbk$/)],
      ['operator:alice', 'Chargeback', 'platform:operator available +2250000 usdt'],
      [
        'operator:alice',
        'Goodwill for ticket 42',
        expect.stringMatching(/^member:\d+ available \+12500000 usdt$/),
      ],
    ])
    expect(trail[0].at).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('moves nothing twice for a retried --key', async () => {
    const args = ['ledger', 'credit', uid, 'FAT', '1', '--reason', 'Retry', '--key', 'ticket-77']
    expect(await run(...args)).toMatch(/^Credited 1 FAT/)
    expect(await run(...args)).toMatch(/^Already done: 1 FAT to member \d+ .* Now available 1 FAT/)
  })

  it('refuses bad input in words and changes nothing', async () => {
    const before = await run('ledger', 'history')
    const refusals: [string[], string][] = [
      [['credit', uid, 'USDT', '1.0000001', '--reason', 'x'], 'USDT has at most 6 decimal places'],
      [['credit', uid, 'CBK', '1.5', '--reason', 'x'], 'CBK is counted in whole units: enter a whole number'],
      [
        ['credit', uid, 'USDT', '12,5', '--reason', 'x'],
        'Enter the USDT amount as a positive number, such as 12.5',
      ],
      [['credit', uid, 'USDT', '0', '--reason', 'x'], 'Enter an amount of USDT above zero'],
      [
        ['credit', uid, 'USDT', '1e3', '--reason', 'x'],
        'Enter the USDT amount as a positive number, such as 12.5',
      ],
      [
        ['credit', uid, 'ETH', '1', '--reason', 'x'],
        'Unknown type ETH: one of FAT, FAH, USDT, CBK, KF3, KFC',
      ],
      [['credit', uid, 'USDT', '1'], 'Say why with --reason TEXT: it is kept with the movement'],
      [
        ['credit', 'nobody@example.com', 'USDT', '1', '--reason', 'x'],
        'No account matches nobody@example.com',
      ],
      [['debit', uid, 'USDT', '1000', '--reason', 'x'], 'Your USDT balance is too low for this'],
      [['move', uid], 'Unknown ledger action: move'],
    ]
    for (const [args, message] of refusals) {
      await expect(run('ledger', ...args)).rejects.toThrow(new UsageError(message))
    }
    expect(await run('ledger', 'history')).toBe(before)
  })
})
