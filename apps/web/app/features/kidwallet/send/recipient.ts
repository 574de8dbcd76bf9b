/**
 * The recipient's address as it is typed. A mixed-case address carries an EIP-55 checksum, which
 * needs keccak: this module comes with viem, loaded on demand, never with the page.
 */
import { type Address, getAddress, zeroAddress } from 'viem'

export type RecipientCheck =
  | { address: Address; problem?: undefined }
  | { address?: undefined; problem: string }

const FORM = /^0x[0-9a-fA-F]{40}$/
/** What could still grow into an address: the member may simply not have finished typing. */
const UNFINISHED = /^(0(x[0-9a-fA-F]{0,39})?)?$/

export const RECIPIENT_PROBLEMS = {
  form: 'A wallet address is 0x followed by 40 digits and letters from a to f.',
  checksum:
    'This address has a typo: its capital letters do not match its checksum. Copy it again from where you found it.',
  zero: 'This is the zero address: whatever is sent there is lost for good.',
  own: 'This is your own KID wallet’s address. Enter the address you want to send to.',
}

/** Whether `text` may become an address with more typing, so saying it is wrong can wait. */
export const unfinished = (text: string) => UNFINISHED.test(text)

/** The address to send to (checksummed), or why `text` cannot be one; `own` is the sending wallet. */
export function checkRecipient(text: string, own: string): RecipientCheck {
  if (!FORM.test(text)) return { problem: RECIPIENT_PROBLEMS.form }
  const address = getAddress(text)
  const hex = text.slice(2)
  // All lower or all upper case carries no checksum; a mix must be exactly the checksummed form.
  const oneCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  if (!oneCase && address !== text) return { problem: RECIPIENT_PROBLEMS.checksum }
  if (address === zeroAddress) return { problem: RECIPIENT_PROBLEMS.zero }
  if (address.toLowerCase() === own.toLowerCase()) return { problem: RECIPIENT_PROBLEMS.own }
  return { address }
}
