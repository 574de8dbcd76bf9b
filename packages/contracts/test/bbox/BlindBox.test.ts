import { type Address, encodeAbiParameters, type Hex, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import * as BlindBox from '../../src/artifacts/BlindBox.ts'
import * as BoxReroller from '../../src/artifacts/BoxReroller.ts'
import { useChain, type Wallet } from '../fixtures/chain.ts'
import { deployTest } from '../fixtures/deployTest.ts'
import { expectRevert } from '../fixtures/revert.ts'
import { highS, signTyped } from '../fixtures/signers.ts'

const types = {
  Mint: [
    { name: 'minter', type: 'address' },
    { name: 'counter', type: 'uint256' },
    { name: 'cdkey', type: 'bytes32' },
  ],
  Open: [
    { name: 'tokenId', type: 'uint256' },
    { name: 'salt', type: 'bytes32' },
  ],
} as const

describe('BlindBox', () => {
  const chain = useChain()
  const c = () => chain.deployment.contracts
  const domain = (chainId?: number) => ({ name: 'KID BlindBox', verifyingContract: c().blindBox, chainId })
  const call = (w: Wallet, functionName: string, args: readonly unknown[]) =>
    chain.write(w, { address: c().blindBox, abi: BlindBox.abi, functionName, args })
  const view = (functionName: string, args: readonly unknown[]) =>
    chain.client.readContract({
      address: c().blindBox,
      abi: BlindBox.abi,
      functionName,
      args,
    } as never) as Promise<unknown>

  /** The server's side: a secret salt, its commitment as the cdkey, and the two signatures. */
  const issue = (n: number) => {
    const salt = keccak256(toHex(`salt-${n}`))
    return { salt, cdkey: keccak256(salt), tokenId: BigInt(keccak256(salt)) }
  }
  const mintArgs = async (
    minter: Address,
    cdkey: Hex,
    opts: { by?: Wallet; chainId?: number; counter?: bigint } = {},
  ) => {
    const counter = opts.counter ?? 1n
    const sig = await signTyped(opts.by ?? chain.wallets.signer, domain(opts.chainId), types, 'Mint', {
      minter,
      counter,
      cdkey,
    })
    return [minter, counter, cdkey, sig] as const
  }
  const openArgs = async (tokenId: bigint, salt: Hex, by?: Wallet) =>
    [
      tokenId,
      salt,
      await signTyped(by ?? chain.wallets.signer, domain(), types, 'Open', { tokenId, salt }),
    ] as const

  it('mints with a server signature and opens to a prize anyone can recompute', async () => {
    const { alice, bob } = chain.wallets
    const box = issue(1)
    await call(bob, 'mint', await mintArgs(alice.account.address, box.cdkey)) // a relayer mints for alice
    await call(alice, 'open', await openArgs(box.tokenId, box.salt))
    const [, entropy, prizeCount, prize, opened] = (await view('boxes', [box.tokenId])) as [
      bigint,
      bigint,
      number,
      number,
      boolean,
    ]
    const expected =
      BigInt(
        keccak256(
          encodeAbiParameters(
            [{ type: 'bytes32' }, { type: 'uint64' }, { type: 'uint256' }],
            [box.salt, entropy, box.tokenId],
          ),
        ),
      ) % BigInt(prizeCount)
    expect([prize, opened, prizeCount]).toEqual([Number(expected), true, 10])
    expect(await view('drawOf', [box.tokenId, box.salt])).toBe(prize)
    await expectRevert(call(alice, 'open', await openArgs(box.tokenId, box.salt)), 'OptionStatusError')
  })

  it('uses a cdkey once and binds the signature to the minter and the series', async () => {
    const { alice, mallory } = chain.wallets
    const box = issue(2)
    const args = await mintArgs(alice.account.address, box.cdkey)
    await expectRevert(call(mallory, 'mint', [mallory.account.address, ...args.slice(1)]), 'ValidationFailed')
    await expectRevert(call(mallory, 'mint', [args[0], 2n, args[2], args[3]]), 'ConditionCheckFailed')
    await call(mallory, 'mint', args)
    await expectRevert(call(mallory, 'mint', args), 'ValidationFailed')
  })

  it('refuses forged, cross-chain and high-s mint signatures', async () => {
    const { alice, mallory } = chain.wallets
    const box = issue(3)
    await expectRevert(
      call(alice, 'mint', await mintArgs(alice.account.address, box.cdkey, { by: mallory })),
      'ValidationFailed',
    )
    await expectRevert(
      call(alice, 'mint', await mintArgs(alice.account.address, box.cdkey, { chainId: 1 })),
      'ValidationFailed',
    )
    const good = await mintArgs(alice.account.address, box.cdkey)
    await expectRevert(call(alice, 'mint', [good[0], good[1], good[2], highS(good[3])]), 'ValidationFailed')
  })

  it('opens only for the holder, with the committed salt and the server signature', async () => {
    const { alice, mallory } = chain.wallets
    const box = issue(4)
    await call(alice, 'mint', await mintArgs(alice.account.address, box.cdkey))
    await expectRevert(call(mallory, 'open', await openArgs(box.tokenId, box.salt)), 'AddressInvalid', [
      mallory.account.address,
    ])
    await expectRevert(call(alice, 'open', await openArgs(box.tokenId, issue(5).salt)), 'HashValueMismatch')
    await expectRevert(
      call(alice, 'open', await openArgs(box.tokenId, box.salt, mallory)),
      'ValidationFailed',
    )
  })

  it('cannot be re-rolled by a contract that reverts unlucky opens, nor by changing the prize table', async () => {
    const { mallory, deployer } = chain.wallets
    const attacker = await deployTest(chain, mallory, BoxReroller)
    const box = issue(6)
    await call(mallory, 'mint', await mintArgs(attacker, box.cdkey))
    const fated = (await view('drawOf', [box.tokenId, box.salt])) as number
    await call(deployer, 'setSeries', [1n, 1000])
    expect(await view('drawOf', [box.tokenId, box.salt])).toBe(fated)
    const open = await openArgs(box.tokenId, box.salt)
    const tryFor = (wanted: number) =>
      chain.write(mallory, {
        address: attacker,
        abi: BoxReroller.abi,
        functionName: 'openFor',
        args: [c().blindBox, ...open, wanted],
      })
    for (let attempt = 0; attempt < 5; attempt++) {
      await expectRevert(tryFor((fated + 1) % 10), 'Unlucky', [fated])
      await chain.warp(13)
    }
    await tryFor(fated)
  })

  it('keeps series and signer for the owner', async () => {
    const { mallory } = chain.wallets
    await expectRevert(call(mallory, 'setSeries', [1n, 5]), 'OwnableUnauthorizedAccount')
    await expectRevert(call(mallory, 'setSigner', [mallory.account.address]), 'OwnableUnauthorizedAccount')
  })
})
