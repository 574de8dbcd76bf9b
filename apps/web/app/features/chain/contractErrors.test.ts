import { abi as exchangeAbi } from '@kid/contracts/artifacts/Exchange'
import { abi as fundingAbi } from '@kid/contracts/artifacts/FundingWallet'
import { abi as stableCoinAbi } from '@kid/contracts/artifacts/StableCoin'
import { BaseError, ContractFunctionRevertedError, encodeErrorResult } from 'viem'
import { describe, expect, it } from 'vitest'
import { contractFor } from './chainConfig.ts'
import { CONTRACT_ERROR_MESSAGES, contractErrorMessage, WITHDRAW_FAILED_MESSAGES } from './contractErrors.ts'

const SPEC_ERRORS = [
  'AddressInvalid',
  'AddressMismatch',
  'CheckFail',
  'ConditionCheckFailed',
  'HashValueMismatch',
  'InsufficientAmount',
  'InvalidAmount',
  'InvalidChannel',
  'InvalidCurrency',
  'InvalidOffer',
  'OptionStatusError',
  'ValidationFailed',
  'ZeroAddress',
] as const

const argsOf: Record<string, readonly unknown[]> = {
  AddressInvalid: [`0x${'01'.repeat(20)}`],
  AddressMismatch: [`0x${'01'.repeat(20)}`, `0x${'02'.repeat(20)}`],
  InsufficientAmount: [2n, 1n],
  InvalidAmount: [3n],
  InvalidChannel: [7],
  InvalidCurrency: [`0x${'03'.repeat(20)}`],
}

function reverted(errorName: string) {
  const data = encodeErrorResult({ abi: exchangeAbi, errorName, args: argsOf[errorName] } as never)
  const inner = new ContractFunctionRevertedError({ abi: exchangeAbi, data, functionName: 'buy' })
  return new BaseError('The contract function "buy" reverted.', { cause: inner })
}

describe('contract error messages', () => {
  it.each(SPEC_ERRORS)('turns %s, decoded from the revert data, into its own sentence', (name) => {
    const message = contractErrorMessage(reverted(name))
    expect(message).toBe(CONTRACT_ERROR_MESSAGES[name])
    expect(message).not.toContain(name)
  })

  it('gives every spec error a different sentence', () => {
    expect(new Set(SPEC_ERRORS.map((name) => CONTRACT_ERROR_MESSAGES[name])).size).toBe(SPEC_ERRORS.length)
  })

  it.each(Object.keys(WITHDRAW_FAILED_MESSAGES))(
    'says why the funding contract refused a withdrawal: %s',
    (reason) => {
      const data = encodeErrorResult({
        abi: fundingAbi,
        errorName: 'WithdrawFailed',
        args: [reason],
      } as never)
      const inner = new ContractFunctionRevertedError({ abi: fundingAbi, data, functionName: 'withdraw' })
      expect(contractErrorMessage(new BaseError('reverted', { cause: inner }))).toBe(
        WITHDRAW_FAILED_MESSAGES[reason],
      )
    },
  )

  it.each([
    ['TokenPaused', []],
    ['Blacklisted', [`0x${'04'.repeat(20)}`]],
  ] as const)('says why USDT refused a transfer: %s', (errorName, args) => {
    const data = encodeErrorResult({ abi: stableCoinAbi, errorName, args } as never)
    const inner = new ContractFunctionRevertedError({ abi: stableCoinAbi, data, functionName: 'transfer' })
    expect(contractErrorMessage(new BaseError('reverted', { cause: inner }))).toBe(
      CONTRACT_ERROR_MESSAGES[errorName],
    )
  })

  it('names an error it has no sentence for, and keeps a plain error message', () => {
    const inner = new ContractFunctionRevertedError({ abi: [], data: '0xdeadbeef', functionName: 'buy' })
    expect(contractErrorMessage(new BaseError('reverted', { cause: inner }))).not.toBe('')
    expect(contractErrorMessage(new Error('network down'))).toBe('network down')
  })
})

describe('contractFor', () => {
  const config = { contracts: { WETH: `0x${'e2'.repeat(20)}` } }
  it('finds a deployed kind and throws "The contract is error" for any other', () => {
    expect(contractFor(config, 'WETH')).toBe(config.contracts.WETH)
    expect(() => contractFor(config, 'EXCHANGE')).toThrow('The contract is error')
    expect(() => contractFor(config, 'NOPE')).toThrow('The contract is error')
  })
})
