import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import * as FundingWallet from '../../src/artifacts/FundingWallet.ts'
import * as StableCoin from '../../src/artifacts/StableCoin.ts'
import { withdrawTypes } from '../../src/spending/withdrawVoucher.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { FUZZ_RUNS, FUZZ_SEED, prng } from '../fixtures/prng.ts'
import { revertReason } from '../fixtures/revert.ts'
import { signTyped } from '../fixtures/signers.ts'

const USDT = 10n ** 6n
const DAY = 86_400n
const types = withdrawTypes

describe('FundingWallet invariants (fuzzed against a reference ledger)', () => {
  const chain = useChain()

  it(`user balances sum to the wallet's balance and the daily maximum holds (${FUZZ_RUNS} random calls)`, async () => {
    const r = prng(FUZZ_SEED + 10)
    const { fundingWallet, usdt } = chain.deployment.contracts
    const { deployer, signer, alice, bob, carol } = chain.wallets
    const users: Wallet[] = [alice, bob, carol]
    const max = 1_000n * USDT
    await chain.write(deployer, {
      address: fundingWallet,
      abi: FundingWallet.abi,
      functionName: 'updateDailyMaxBalance',
      args: [max],
    })
    for (const u of users) {
      await chain.write(deployer, {
        address: usdt,
        abi: StableCoin.abi,
        functionName: 'transfer',
        args: [u.account.address, 10n ** 13n],
      })
      await chain.write(u, {
        address: usdt,
        abi: StableCoin.abi,
        functionName: 'approve',
        args: [fundingWallet, 10n ** 13n],
      })
    }
    // The server's ledger: what each user may still withdraw; and what left today.
    const ledger = new Map<Address, bigint>(users.map((u) => [u.account.address, 0n]))
    let day = -1n
    let spentToday = 0n
    let serial = 0n
    const used: (readonly [Address, bigint, bigint, bigint, Hex])[] = []
    const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
      chain.write(w, { address: fundingWallet, abi: FundingWallet.abi, functionName, args })

    for (let i = 0; i < FUZZ_RUNS; i++) {
      const user = r.pick(users)
      const who = user.account.address
      const op = r.next()
      const now = (await chain.now()) + 1n
      if (op < 0.35) {
        const amount = r.big(300n * USDT) + 1n
        if (r.next() < 0.5) await call(user, 'transderToId', [BigInt(i), amount])
        else await call(user, 'transderToWallet', [who, amount])
        ledger.set(who, (ledger.get(who) ?? 0n) + amount)
      } else if (op < 0.85) {
        const credit = ledger.get(who) ?? 0n
        if (credit === 0n) continue
        const amount = r.big(credit - 1n) + 1n
        serial += 1n
        const expired = now + 600n
        const signature = await signTyped(
          signer,
          { name: 'KID Funding Wallet', verifyingContract: fundingWallet },
          types,
          'Withdraw',
          {
            dest: who,
            amount,
            expired,
            serial,
          },
        )
        const args = [who, amount, expired, serial, signature] as const
        const outcome = await call(r.pick(users), 'withdraw', args).then(
          (receipt) => ({ receipt }),
          (error: unknown) => ({ error }),
        )
        if ('receipt' in outcome) {
          // The contract let it through: the model must agree it fits in that block's day.
          const block = await chain.client.getBlock({ blockNumber: outcome.receipt.blockNumber })
          const blockDay = block.timestamp / DAY
          const spent = blockDay === day ? spentToday : 0n
          expect(spent + amount <= max, `call ${i}: ${spent} + ${amount} passed the ${max} maximum`).toBe(
            true,
          )
          day = blockDay
          spentToday = spent + amount
          ledger.set(who, credit - amount)
          used.push(args)
        } else {
          const reason = await revertReason(Promise.reject(outcome.error))
          const spent = now / DAY === day ? spentToday : 0n
          expect(reason.args, `call ${i}`).toEqual(['daily maximum exceeded'])
          expect(spent + amount > max, `call ${i}: refused although within the maximum`).toBe(true)
        }
      } else if (op < 0.93 && used.length > 0) {
        const replay = r.pick(used)
        // An old voucher is refused as used, or as expired once its deadline passed.
        const reason = await revertReason(call(user, 'withdraw', replay))
        expect(['serial already used', 'signature expired']).toContain(reason.args[0])
      } else {
        await chain.warp(r.int(600, 40_000))
      }
      const sum = [...ledger.values()].reduce((a, b) => a + b, 0n)
      const [balance, daily] = await Promise.all([
        chain.client.readContract({
          address: fundingWallet,
          abi: FundingWallet.abi,
          functionName: 'balance',
        }),
        chain.client.readContract({
          address: fundingWallet,
          abi: FundingWallet.abi,
          functionName: 'getDailyBalance',
        }),
      ])
      expect(balance, `call ${i}`).toBe(sum)
      expect(daily <= max, `call ${i}`).toBe(true)
    }
  })
})
