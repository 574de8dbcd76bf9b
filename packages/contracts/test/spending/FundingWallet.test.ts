import { type Address, parseEventLogs } from 'viem'
import { describe, expect, it } from 'vitest'
import * as FundingWallet from '../../src/artifacts/FundingWallet.ts'
import * as StableCoin from '../../src/artifacts/StableCoin.ts'
import { withdrawTypes } from '../../src/spending/withdrawVoucher.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { expectRevert } from '../fixtures/revert.ts'
import { highS, signTyped } from '../fixtures/signers.ts'

const USDT = 10n ** 6n
const types = withdrawTypes

describe('FundingWallet', () => {
  const chain = useChain()
  const c = () => chain.deployment.contracts
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: c().fundingWallet, abi: FundingWallet.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: c().fundingWallet,
      abi: FundingWallet.abi,
      functionName,
      args,
    } as never) as Promise<unknown>
  const usdt = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: c().usdt, abi: StableCoin.abi, functionName, args })
  const usdtOf = (a: Address) =>
    chain.client.readContract({
      address: c().usdt,
      abi: StableCoin.abi,
      functionName: 'balanceOf',
      args: [a],
    })

  const fund = async (w: Wallet, amount: bigint) => {
    await usdt(chain.wallets.deployer, 'transfer', [w.account.address, amount])
    await usdt(w, 'approve', [c().fundingWallet, amount])
  }
  const voucher = async (
    dest: Address,
    amount: bigint,
    serial: bigint,
    opts: { ttl?: bigint; by?: Wallet; chainId?: number; contract?: Address } = {},
  ) => {
    const expired = (await chain.now()) + (opts.ttl ?? 600n)
    const signature = await signTyped(
      opts.by ?? chain.wallets.signer,
      {
        name: 'KID Funding Wallet',
        verifyingContract: opts.contract ?? c().fundingWallet,
        chainId: opts.chainId,
      },
      types,
      'Withdraw',
      { dest, amount, expired, serial },
    )
    return [dest, amount, expired, serial, signature] as const
  }

  it('credits deposits to an id or a wallet and reports the balance after', async () => {
    const { alice } = chain.wallets
    await fund(alice, 300n * USDT)
    const byId = await call(alice, 'transderToId', [42n, 100n * USDT])
    const [rechargeId] = parseEventLogs({ abi: FundingWallet.abi, logs: byId.logs, eventName: 'RechargeId' })
    expect(rechargeId?.args).toEqual({ id: 42n, amount: 100n * USDT, balance: 100n * USDT })
    const byWallet = await call(alice, 'transderToWallet', [alice.account.address, 200n * USDT])
    const [rechargeWallet] = parseEventLogs({
      abi: FundingWallet.abi,
      logs: byWallet.logs,
      eventName: 'RechargeWallet',
    })
    expect(rechargeWallet?.args).toEqual({
      account: alice.account.address,
      amount: 200n * USDT,
      balance: 300n * USDT,
    })
    expect(await view('balance')).toBe(300n * USDT)
    expect(await view('allowance', [alice.account.address])).toBe(0n)
    expect(await view('usdtToken')).toBe(c().usdt)
    await expectRevert(call(alice, 'transderToId', [1n, 0n]), 'TransferFailed', ['amount is zero'])
    await expectRevert(call(alice, 'transderToId', [1n, 1n]), 'TransferFailed', ['token transfer failed'])
  })

  it('credits what arrived when the stablecoin charges a transfer fee', async () => {
    const { alice, deployer } = chain.wallets
    await fund(alice, 1000n * USDT)
    await usdt(deployer, 'setParams', [10n, 5n * USDT])
    const receipt = await call(alice, 'transderToId', [7n, 1000n * USDT])
    const [log] = parseEventLogs({ abi: FundingWallet.abi, logs: receipt.logs, eventName: 'RechargeId' })
    expect(log?.args.amount).toBe(999n * USDT)
  })

  it('pays a signed withdrawal once, and refuses replayed, expired, forged, cross-chain, cross-contract and high-s vouchers', async () => {
    const { alice, bob, mallory } = chain.wallets
    await fund(alice, 500n * USDT)
    await call(alice, 'transderToId', [1n, 500n * USDT])
    const args = await voucher(bob.account.address, 50n * USDT, 1n)
    await expectRevert(
      call(mallory, 'withdraw', [args[0], args[1], args[2], args[3], highS(args[4])]),
      'WithdrawFailed',
      ['invalid signature'],
    )
    const receipt = await call(mallory, 'withdraw', args) // anyone may relay; only dest is paid
    const [notice] = parseEventLogs({
      abi: FundingWallet.abi,
      logs: receipt.logs,
      eventName: 'WithdrawNotice',
    })
    expect(notice?.args).toEqual({ account: bob.account.address, amount: 50n * USDT, balance: 450n * USDT })
    expect(await usdtOf(bob.account.address)).toBe(50n * USDT)
    expect(await view('serialUsed', [1n])).toBe(true)
    await expectRevert(call(mallory, 'withdraw', args), 'WithdrawFailed', ['serial already used'])
    const forged = await voucher(mallory.account.address, 50n * USDT, 2n, { by: mallory })
    await expectRevert(call(mallory, 'withdraw', forged), 'WithdrawFailed', ['invalid signature'])
    const tampered = await voucher(bob.account.address, 1n, 3n)
    await expectRevert(
      call(mallory, 'withdraw', [mallory.account.address, ...tampered.slice(1)]),
      'WithdrawFailed',
      ['invalid signature'],
    )
    const otherChain = await voucher(bob.account.address, 1n, 4n, { chainId: 1 })
    await expectRevert(call(bob, 'withdraw', otherChain), 'WithdrawFailed', ['invalid signature'])
    const otherContract = await voucher(bob.account.address, 1n, 5n, { contract: c().exchange })
    await expectRevert(call(bob, 'withdraw', otherContract), 'WithdrawFailed', ['invalid signature'])
    const short = await voucher(bob.account.address, 1n, 6n, { ttl: 5n })
    await chain.warp(10)
    await expectRevert(call(bob, 'withdraw', short), 'WithdrawFailed', ['signature expired'])
  })

  it('holds the daily maximum within a UTC day and resets it the next day', async () => {
    const { alice, bob, deployer } = chain.wallets
    await fund(alice, 500n * USDT)
    await call(alice, 'transderToId', [1n, 500n * USDT])
    await call(deployer, 'updateDailyMaxBalance', [100n * USDT])
    await call(bob, 'withdraw', await voucher(bob.account.address, 60n * USDT, 1n))
    expect(await view('getDailyBalance')).toBe(60n * USDT)
    await expectRevert(
      call(bob, 'withdraw', await voucher(bob.account.address, 41n * USDT, 2n)),
      'WithdrawFailed',
      ['daily maximum exceeded'],
    )
    await call(bob, 'withdraw', await voucher(bob.account.address, 40n * USDT, 3n))
    await chain.warp(86_400)
    expect(await view('getDailyBalance')).toBe(0n)
    await call(bob, 'withdraw', await voucher(bob.account.address, 100n * USDT, 4n))
  })

  it('keeps every admin function for the owner and sweeps to the receiver', async () => {
    const { alice, mallory, deployer, carol } = chain.wallets
    for (const [fn, args] of [
      ['updateDailyMaxBalance', [1n]],
      ['updateReceiver', [mallory.account.address]],
      ['updateAdmin', [mallory.account.address]],
      ['withdrawAll', [1n]],
      ['transferOwnership', [mallory.account.address]],
    ] as const) {
      await expectRevert(call(mallory, fn, args), 'OwnableUnauthorizedAccount', [mallory.account.address])
    }
    await expectRevert(
      call(deployer, 'updateReceiver', ['0x0000000000000000000000000000000000000000']),
      'ZeroAddress',
    )
    await fund(alice, 10n * USDT)
    await call(alice, 'transderToId', [1n, 10n * USDT])
    await call(deployer, 'updateReceiver', [carol.account.address])
    await call(deployer, 'withdrawAll', [10n * USDT])
    expect(await usdtOf(carol.account.address)).toBe(10n * USDT)
  })

  it('reports a blacklisted destination as TransferFailed and keeps the serial unused', async () => {
    const { alice, bob, deployer } = chain.wallets
    await fund(alice, 10n * USDT)
    await call(alice, 'transderToId', [1n, 10n * USDT])
    await usdt(deployer, 'addBlackList', [bob.account.address])
    await expectRevert(
      call(alice, 'withdraw', await voucher(bob.account.address, USDT, 9n)),
      'TransferFailed',
      ['token transfer failed'],
    )
    expect(await view('serialUsed', [9n])).toBe(false)
  })
})
