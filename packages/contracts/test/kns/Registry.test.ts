import { encodeFunctionData, parseEventLogs, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import * as PriceOracle from '../../src/artifacts/PriceOracle.ts'
import * as Reenterer from '../../src/artifacts/Reenterer.ts'
import * as Registry from '../../src/artifacts/Registry.ts'
import * as Resolver from '../../src/artifacts/Resolver.ts'
import * as StableCoin from '../../src/artifacts/StableCoin.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { kns, tokenIdOf, YEAR } from '../fixtures/kns.ts'
import { expectRevert } from '../fixtures/revert.ts'
import { highS } from '../fixtures/signers.ts'

type Renewal = { tokenId: bigint; duration: bigint; price: bigint; deadline: bigint; signature: string }

describe('Registry', () => {
  const chain = useChain()
  const k = kns(chain)
  const c = () => chain.deployment.contracts
  const reg = (functionName: string, args: readonly unknown[] = []) =>
    chain.client.readContract({
      address: c().registry,
      abi: Registry.abi,
      functionName,
      args,
    } as never) as Promise<unknown>
  const res = (functionName: string, args: readonly unknown[]) =>
    chain.client.readContract({
      address: c().resolver,
      abi: Resolver.abi,
      functionName,
      args,
    } as never) as Promise<unknown>
  const call = (w: Wallet, functionName: string, args: readonly unknown[], value = 0n) =>
    chain.write(w, { address: c().registry, abi: Registry.abi, functionName, args, value })

  it('registers a name with its address record and default name in one transaction, refunding the excess', async () => {
    const { alice } = chain.wallets
    const price = (await k.price('alice')) as bigint
    expect(price).toBe(10n ** 16n)
    const receipt = await k.register(
      alice,
      await k.registerArgs('alice', alice.account.address),
      price + 12345n,
    )
    const [event] = parseEventLogs({ abi: Registry.abi, logs: receipt.logs, eventName: 'NameRegistered' })
    const tokenId = tokenIdOf('alice')
    expect(event?.args.tokenId).toBe(tokenId)
    expect(await chain.client.getBalance({ address: c().registry })).toBe(price)
    expect(await res('addr', [tokenId])).toBe(alice.account.address)
    expect(await res('resolve', ['alice'])).toBe(alice.account.address)
    expect(await res('name', [alice.account.address])).toBe('alice.kid')
    expect(await reg('record', [tokenId])).toMatchObject({
      label: 'alice',
      holder: alice.account.address,
      whitelisted: false,
    })
    expect(await reg('available', ['alice'])).toBe(false)
    await call(alice, 'withdraw', [])
    expect(await chain.client.getBalance({ address: c().registry })).toBe(0n)
  })

  it('charges the four-character price in the stablecoin to the treasury', async () => {
    const { bob, deployer, feeRecipient } = chain.wallets
    await chain.write(deployer, {
      address: c().usdt,
      abi: StableCoin.abi,
      functionName: 'transfer',
      args: [bob.account.address, 10n ** 9n],
    })
    await chain.write(bob, {
      address: c().usdt,
      abi: StableCoin.abi,
      functionName: 'approve',
      args: [c().registry, 10n ** 9n],
    })
    await expectRevert(
      k.register(bob, await k.registerArgs('abcd', bob.account.address, { currency: c().usdt }), 1n),
      'InvalidAmount',
      [1n],
    )
    await k.register(bob, await k.registerArgs('abcd', bob.account.address, { currency: c().usdt }))
    expect(
      await chain.client.readContract({
        address: c().usdt,
        abi: StableCoin.abi,
        functionName: 'balanceOf',
        args: [feeRecipient.account.address],
      }),
    ).toBe(160n * 10n ** 6n)
  })

  it('cannot be front-run: a copied transaction registers for the signed owner, a changed owner fails', async () => {
    const { alice, mallory } = chain.wallets
    const args = await k.registerArgs('frontrun', alice.account.address, { setDefault: false })
    await expectRevert(
      k.register(mallory, [args[0], mallory.account.address, ...args.slice(2)] as never, 10n ** 17n),
      'ValidationFailed',
    )
    await k.register(mallory, args, 10n ** 17n)
    expect(await reg('ownerOf', [tokenIdOf('frontrun')])).toBe(alice.account.address)
    await expectRevert(k.register(mallory, args, 10n ** 17n), 'ConditionCheckFailed')
  })

  it('refuses expired, forged, cross-chain and high-s signatures', async () => {
    const { alice, mallory } = chain.wallets
    const owner = alice.account.address
    await expectRevert(
      k.register(alice, await k.registerArgs('forged', owner, { by: mallory }), 10n ** 17n),
      'ValidationFailed',
    )
    await expectRevert(
      k.register(alice, await k.registerArgs('chains', owner, { chainId: 1 }), 10n ** 17n),
      'ValidationFailed',
    )
    const good = await k.registerArgs('malleable', owner)
    await expectRevert(
      k.register(alice, [...good.slice(0, 8), highS(good[8])] as never, 10n ** 17n),
      'ValidationFailed',
    )
    const late = await k.registerArgs('latecomer', owner, { ttl: 5n })
    await chain.warp(10)
    await expectRevert(k.register(alice, late, 10n ** 17n), 'ValidationFailed')
  })

  it("enforces price, length, duration and the owner's consent to a default name", async () => {
    const { alice, bob } = chain.wallets
    const owner = alice.account.address
    const price = (await k.price('pricey')) as bigint
    await expectRevert(
      k.register(alice, await k.registerArgs('pricey', owner), price - 1n),
      'InsufficientAmount',
      [price, price - 1n],
    )
    await expectRevert(
      k.register(alice, await k.registerArgs('abc', owner), 10n ** 18n),
      'ConditionCheckFailed',
    )
    await expectRevert(
      k.register(alice, await k.registerArgs('short', owner, { duration: 27n * 86_400n }), 10n ** 18n),
      'InvalidAmount',
    )
    await expectRevert(k.register(bob, await k.registerArgs('consent', owner), 10n ** 18n), 'AddressMismatch')
    await k.register(alice, await k.registerArgs('vip', owner, { whitelisted: true }))
    expect(await reg('record', [tokenIdOf('vip')])).toMatchObject({ whitelisted: true, holder: owner })
  })

  it('expires names, keeps them for the holder through the grace period, then frees them', async () => {
    const { alice, bob } = chain.wallets
    const tokenId = tokenIdOf('expiring')
    await k.register(alice, await k.registerArgs('expiring', alice.account.address), 10n ** 17n)
    await chain.warp(Number(YEAR) + 1)
    await expectRevert(reg('ownerOf', [tokenId]), 'ERC721NonexistentToken', [tokenId])
    expect(await res('name', [alice.account.address])).toBe('')
    expect(await res('addr', [tokenId])).toBe(zeroAddress)
    await expectRevert(
      call(alice, 'transferFrom', [alice.account.address, bob.account.address, tokenId]),
      'ERC721NonexistentToken',
    )
    await expectRevert(
      k.register(bob, await k.registerArgs('expiring', bob.account.address), 10n ** 17n),
      'ConditionCheckFailed',
    )
    // In the grace period a third party may not renew, even with a valid signature; the holder may.
    await expectRevert(call(bob, 'renew', await k.renewArgs(tokenId), 10n ** 16n), 'AddressMismatch', [
      alice.account.address,
      bob.account.address,
    ])
    const renewal = await k.renewArgs(tokenId)
    await call(alice, 'renew', renewal, 10n ** 16n)
    await expectRevert(call(alice, 'renew', renewal, 10n ** 16n), 'ValidationFailed') // bound to the old expiration
    expect(await reg('ownerOf', [tokenId])).toBe(alice.account.address)
    await chain.warp(Number(YEAR) + 91 * 86_400)
    await expectRevert(call(alice, 'renew', await k.renewArgs(tokenId), 10n ** 16n), 'OptionStatusError')
    await k.register(bob, await k.registerArgs('expiring', bob.account.address), 10n ** 17n)
    expect(await reg('ownerOf', [tokenId])).toBe(bob.account.address)
    expect(await res('name', [bob.account.address])).toBe('expiring.kid')
  })

  it('binds the price: a signature for less, or one the oracle has since repriced, is refused', async () => {
    const { alice, deployer } = chain.wallets
    const owner = alice.account.address
    const price = (await k.price('bargain')) as bigint
    await expectRevert(
      k.register(alice, await k.registerArgs('bargain', owner, { price: 1n }), price),
      'InvalidAmount',
      [price],
    )
    await expectRevert(
      k.register(alice, await k.registerArgs('freebie', owner, { price: 0n }), 0n),
      'InvalidAmount',
      [price],
    )
    await k.register(alice, await k.registerArgs('keptname', owner), price)
    const signed = await k.registerArgs('repriced', owner)
    const renewal = await k.renewArgs(tokenIdOf('keptname'))
    const setPrices = (four: bigint, five: bigint) =>
      chain.write(deployer, {
        address: c().priceOracle,
        abi: PriceOracle.abi,
        functionName: 'setPrices',
        args: [zeroAddress, four, five],
      })
    await setPrices(2n * 10n ** 16n, 2n * 10n ** 16n)
    await expectRevert(k.register(alice, signed, 10n ** 17n), 'InvalidAmount', [2n * 10n ** 16n])
    await expectRevert(call(alice, 'renew', renewal, 10n ** 17n), 'InvalidAmount', [2n * 10n ** 16n])
    await k.register(alice, await k.registerArgs('repriced', owner), 2n * 10n ** 16n)
    await setPrices(16n * 10n ** 16n, 10n ** 16n)
  })

  it('lets anyone renew a live name, refuses replayed and expired renewals', async () => {
    const { alice, bob } = chain.wallets
    const tokenId = tokenIdOf('giftname')
    await k.register(alice, await k.registerArgs('giftname', alice.account.address), 10n ** 16n)
    const before = (await reg('record', [tokenId])) as { expiration: bigint }
    const renewal = await k.renewArgs(tokenId)
    await call(bob, 'renew', renewal, 10n ** 16n)
    expect(await reg('record', [tokenId])).toMatchObject({
      expiration: before.expiration + YEAR,
      holder: alice.account.address,
    })
    await expectRevert(call(bob, 'renew', renewal, 10n ** 16n), 'ValidationFailed')
    const late = await k.renewArgs(tokenId, { ttl: 5n })
    await chain.warp(10)
    await expectRevert(call(bob, 'renew', late, 10n ** 16n), 'ValidationFailed')
  })

  it('renews several names in one transaction, all or none, refunding the excess', async () => {
    const { alice, mallory } = chain.wallets
    const labels = ['batchone', 'batchtwo', 'batchsix']
    for (const label of labels)
      await k.register(
        alice,
        await k.registerArgs(label, alice.account.address, { setDefault: false }),
        10n ** 16n,
      )
    const renewals = await Promise.all(
      labels.map(async (label) => {
        const [tokenId, duration, , price, deadline, signature] = await k.renewArgs(tokenIdOf(label))
        return { tokenId, duration, price, deadline, signature }
      }),
    )
    const total = renewals.reduce((sum, r) => sum + r.price, 0n)
    const [first, second, third] = renewals as [Renewal, Renewal, Renewal]
    const forged = { ...third, signature: first.signature }
    await expectRevert(
      call(alice, 'renewMany', [[first, second, forged], zeroAddress], total),
      'ValidationFailed',
    )
    await expectRevert(call(alice, 'renewMany', [renewals, zeroAddress], total - 1n), 'InsufficientAmount', [
      total,
      total - 1n,
    ])
    const balance = await chain.client.getBalance({ address: c().registry })
    const receipt = await call(mallory, 'renewMany', [renewals, zeroAddress], total + 777n)
    expect(parseEventLogs({ abi: Registry.abi, logs: receipt.logs, eventName: 'NameRenewed' })).toHaveLength(
      3,
    )
    expect(await chain.client.getBalance({ address: c().registry })).toBe(balance + total)
    await expectRevert(call(alice, 'renewMany', [renewals, zeroAddress], total), 'ValidationFailed')
  })

  it('keeps signer, resolver and treasury for the owner', async () => {
    const { mallory } = chain.wallets
    for (const fn of ['setSigner', 'setResolver', 'setTreasury', 'transferOwnership']) {
      await expectRevert(call(mallory, fn, [mallory.account.address]), 'OwnableUnauthorizedAccount', [
        mallory.account.address,
      ])
    }
  })

  it('blocks re-entry through the ETH refund', async () => {
    const { mallory } = chain.wallets
    const attacker = await deployTest(chain, mallory, Reenterer)
    const inner = await k.registerArgs('innername', attacker, { setDefault: false })
    const outer = await k.registerArgs('outername', attacker, { setDefault: false })
    const data = (args: typeof inner) =>
      encodeFunctionData({ abi: Registry.abi, functionName: 'register', args })
    await chain.write(mallory, {
      address: attacker,
      abi: Reenterer.abi,
      functionName: 'arm',
      args: [c().registry, data(inner), 10n ** 16n],
    })
    await expectRevert(
      chain.write(mallory, {
        address: attacker,
        abi: Reenterer.abi,
        functionName: 'execute',
        args: [c().registry, data(outer), 10n ** 17n],
        value: 10n ** 17n,
      }),
      'AddressInvalid',
      [attacker],
    )
    expect(await reg('available', ['innername'])).toBe(true)
  })
})
