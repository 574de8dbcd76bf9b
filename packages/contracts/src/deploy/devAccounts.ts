import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** anvil's public test mnemonic: its keys are well known and hold value only on dev chains. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** anvil's dev account `index`, derived rather than written as a key literal. */
export function devAccount(index: number): HDAccount {
  return mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
}
