import { BaseError, ContractFunctionRevertedError } from 'viem'

/**
 * The exchange's and collections' custom errors (packages/contracts/contracts/common/Errors.sol)
 * in words a buyer or seller can act on. The spec names the errors but not their wording.
 */
export const CONTRACT_ERROR_MESSAGES: Record<string, string> = {
  AddressInvalid: 'This wallet cannot do that here: it is the seller, not the winner, or not the owner.',
  AddressMismatch: 'This must be done from the wallet that signed the listing or the offer.',
  CheckFail: 'The fees and royalty are higher than the price or the royalty you accepted.',
  ConditionCheckFailed:
    'The price is too low (below the reserve or less than 5% above the last bid), or it is too early.',
  HashValueMismatch: 'This offer was made for a different listing.',
  InsufficientAmount: 'The amount paid is lower than the price.',
  InvalidAmount: 'That amount is not accepted for this listing.',
  InvalidChannel: 'This action does not apply to this kind of listing (fixed price or auction).',
  InvalidCurrency: 'This currency is not accepted for this kind of sale.',
  InvalidOffer: 'This offer has expired or was cancelled.',
  OptionStatusError: 'This listing is not open: it has not started, has ended, was cancelled or is sold.',
  ValidationFailed: 'The signature does not match the seller or the bidder.',
  ZeroAddress: 'An address is missing.',
  // OpenZeppelin's token errors the exchange can run into while it moves the item or the payment.
  ERC721InsufficientApproval: 'The marketplace is not approved to move this item.',
  ERC721IncorrectOwner: 'The seller no longer owns this item.',
  ERC1155MissingApprovalForAll: 'The marketplace is not approved to move this item.',
  ERC1155InsufficientBalance: 'The seller no longer holds enough of this item.',
  ERC20InsufficientAllowance: 'The marketplace is not allowed to spend enough of this token.',
  ERC20InsufficientBalance: 'The wallet does not hold enough of this token.',
  // The platform's USDT (StableCoin.sol) stops transfers the way Tether can.
  TokenPaused: 'USDT transfers are paused for now. Nothing was sent; try again later.',
  Blacklisted: 'USDT refuses this transfer: the sending or the receiving address is blocked by the token.',
}

/**
 * The funding contract's `WithdrawFailed(string)` carries its reason (FundingWallet.sol); each
 * reason has its own sentence, so a member knows whether to wait, retry or ask again.
 */
export const WITHDRAW_FAILED_MESSAGES: Record<string, string> = {
  'signature expired':
    'This withdrawal’s voucher has expired. Its amount comes back to your balance; ask for a new withdrawal.',
  'serial already used': 'This withdrawal has already been paid.',
  'invalid signature': 'This voucher was not signed for this withdrawal.',
  'daily maximum exceeded': 'Withdrawals have reached today’s limit. Try again after midnight (UTC).',
}

function revertOf(error: unknown): ContractFunctionRevertedError | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted : undefined
}

/** The custom error's name inside whatever viem threw, if the contract reverted with one. */
export function revertName(error: unknown): string | undefined {
  return revertOf(error)?.data?.errorName
}

/** A person's sentence for a failed call: the mapped custom error, else the revert reason, else viem's short message. */
export function contractErrorMessage(error: unknown): string {
  const reverted = revertOf(error)
  const name = reverted?.data?.errorName
  if (name === 'WithdrawFailed') {
    const reason = String(reverted?.data?.args?.[0] ?? '')
    return WITHDRAW_FAILED_MESSAGES[reason] ?? `The funding contract refused the withdrawal (${reason}).`
  }
  if (name) return CONTRACT_ERROR_MESSAGES[name] ?? `The contract refused the transaction (${name}).`
  if (reverted?.reason) return reverted.reason
  if (error instanceof BaseError) return error.shortMessage
  return error instanceof Error && error.message ? error.message : 'The transaction failed.'
}
