/**
 * Wallet sign-in, bind, unbind and the account-change rule (spec 000 §4, §5, §8). Loaded on demand
 * with the engine. Every step reports its failure as the spec's toast and stops.
 */
import { NONCE_TYPE, WALLET_STATUS, type WalletNonce, type WalletStatus } from '@kid/shared/account/calls'
import { buildSignInMessage, signInContent } from '@kid/shared/account/siwe'
import { BIND_CANCEL_COOKIE_S } from '@kid/shared/constants'
import type { PublicConfig } from '@kid/shared/public-config'
import { pleaseUseText, TEXT } from '@kid/shared/texts'
import { sameAddress } from '@kid/shared/validate/wallet-address-rule'
import { api } from '../../lib/api/browserClient.ts'
import { readCookie, writeCookie } from '../../lib/cookies.ts'
import { writeUserInfo } from '../../lib/session/signIn.ts'
import { toast } from '../../lib/toast.ts'
import { ACCOUNT, accountApi, type SignInAnswer } from '../account/api/account.ts'
import { completeSignIn } from '../account/signInDone.ts'
import { loadChainConfig } from '../chain/chainConfig.ts'
import { askWallet, chooseWallet } from './choiceStore.ts'
import {
  type Connected,
  closeWallet,
  connectWallet,
  ensureChain,
  signText,
  WalletUnavailableError,
} from './engine.ts'
import { isUserRejection, signFailureText } from './walletErrors.ts'
import { walletLoginType } from './walletType.ts'

export const BIND_CANCEL_COOKIE = 'wallet_bind_cancel'

type NonceType = (typeof NONCE_TYPE)[keyof typeof NONCE_TYPE]

/** Thrown after the user was told why a step stopped (a toast already shown). */
class Stopped extends Error {
  override name = 'Stopped'
}

async function pickAndConnect(publicConfig: PublicConfig): Promise<Connected> {
  const choice = await chooseWallet()
  if (!choice) throw new Stopped('closed')
  try {
    const connected = await connectWallet(publicConfig, choice)
    // The deployment's node address, so a wallet that adds the chain here can trade on it later
    // (the embedded chain listens on a port only the server knows; the chain table has 8545).
    const rpcUrl = await loadChainConfig().then(
      (config) => config.rpcUrl,
      () => undefined,
    )
    await ensureChain(publicConfig, connected, rpcUrl)
    return connected
  } catch (error) {
    toast.error(error instanceof WalletUnavailableError ? TEXT.tryAgain : signFailureText(error))
    throw new Stopped('connect')
  }
}

async function nonceFor(address: string, type: NonceType): Promise<WalletNonce | undefined> {
  const answer = await api
    .get<WalletNonce | null>(`${ACCOUNT}/open/wallet/nonce`, { address, type })
    .catch(() => null)
  return answer?.nonce ? answer : undefined
}

/** nonce → EIP-4361 message → personal_sign; 'sign error !' without a nonce, 'Signature denied' on 4001. */
async function signedMessage(publicConfig: PublicConfig, connected: Connected, type: NonceType) {
  const nonce = await nonceFor(connected.address, type)
  if (!nonce) {
    toast.error(TEXT.signError)
    throw new Stopped('nonce')
  }
  const now = new Date()
  const message = buildSignInMessage({
    address: connected.address,
    nonce: nonce.nonce,
    domain: window.location.host,
    uri: window.location.origin,
    chainId: publicConfig.chainId,
    issuedAt: now,
    expirationTime: new Date(Math.min(now.getTime() + 10 * 60_000, Date.parse(nonce.expirationTime))),
  })
  try {
    const sign = await signText(publicConfig, connected, message)
    return { content: signInContent(message), sign, nonce: nonce.nonce }
  } catch (error) {
    toast.error(isUserRejection(error) ? TEXT.signatureDenied : TEXT.tryAgain)
    throw new Stopped('sign')
  }
}

async function quietly(task: () => Promise<void>): Promise<void> {
  try {
    await task()
  } catch (error) {
    if (!(error instanceof Stopped) && error instanceof Error && error.name !== 'ApiError')
      toast.error(error.message || TEXT.tryAgain)
  }
}

export type SignInRule = { redirectUri?: string | null; path?: string | null }

/** Wallet sign-in: choose, connect, check the network, sign the nonce, open/wallet/login. */
export function walletSignIn(publicConfig: PublicConfig, rule: SignInRule, invitecode?: string) {
  return quietly(async () => {
    const connected = await pickAndConnect(publicConfig)
    await signInWith(publicConfig, connected, rule, invitecode)
  })
}

async function signInWith(
  publicConfig: PublicConfig,
  connected: Connected,
  rule: SignInRule,
  invitecode?: string,
) {
  const signed = await signedMessage(publicConfig, connected, NONCE_TYPE.login)
  const answer = await api.post<SignInAnswer>(`${ACCOUNT}/open/wallet/login`, {
    type: walletLoginType(connected.kind),
    content: signed.content,
    sign: signed.sign,
    invitecode: invitecode || undefined,
  })
  completeSignIn(answer, rule)
}

export type Member = { walletaddress: string; registertype?: number | string }

/** Binds the connected wallet to the signed-in account (nonce type 2). */
async function bind(publicConfig: PublicConfig, connected: Connected, onUser: (user: unknown) => void) {
  const signed = await signedMessage(publicConfig, connected, NONCE_TYPE.bind)
  await api.post(`${ACCOUNT}/user/bind/wallet/address`, {
    type: NONCE_TYPE.bind,
    content: signed.content,
    sign: signed.sign,
  })
  toast.success('Your wallet is bound.')
  onUser(await accountApi.userInfo())
}

/**
 * The account-change rule of spec 000 §4 for a signed-in member and a newly connected address:
 * nothing when it is the bound one; stop when a bind was cancelled today and none is bound; else by
 * the bind status: another account's → 'There is already an account…' (Login / Cancel); free →
 * 'Please connect your wallet.' or 'Switch to another wallet.' (Confirm binds; Cancel remembers it).
 */
export async function accountChanged(
  publicConfig: PublicConfig,
  member: Member,
  connected: Connected,
  onUser: (user: unknown) => void,
  signOut: () => void,
): Promise<void> {
  if (sameAddress(member.walletaddress, connected.address)) return
  if (readCookie(BIND_CANCEL_COOKIE) && !member.walletaddress) return
  const status = await api.get<WalletStatus>(`${ACCOUNT}/open/wallet/address`, {
    type: walletLoginType(connected.kind),
    address: connected.address,
  })
  if (status.status === WALLET_STATUS.own) return
  if (status.bind || status.status === WALLET_STATUS.boundToAnother) {
    const login = await askWallet({
      text: TEXT.walletTakenByOtherAccount,
      confirmText: 'Login',
      cancelText: 'Cancel',
    })
    if (login) {
      signOut()
      await signInWith(publicConfig, connected, {})
    }
    return
  }
  const confirmed = await askWallet({
    text: member.walletaddress ? TEXT.switchToAnotherWallet : TEXT.connectYourWallet,
    confirmText: 'Confirm',
    cancelText: 'Cancel',
  })
  if (!confirmed) {
    writeCookie(BIND_CANCEL_COOKIE, '1', { maxAge: BIND_CANCEL_COOKIE_S })
    return
  }
  await bind(publicConfig, connected, onUser)
}

/** Connect Wallet / Switch on the wallet card: choose a wallet, then the account-change rule. */
export function connectForMember(
  publicConfig: PublicConfig,
  member: Member,
  onUser: (user: unknown) => void,
  signOut: () => void,
) {
  return quietly(async () => {
    const connected = await pickAndConnect(publicConfig)
    // A deliberate connect is not the automatic prompt the cancel flag silences.
    writeCookie(BIND_CANCEL_COOKIE, '', { maxAge: 0 })
    await accountChanged(publicConfig, member, connected, onUser, signOut)
  })
}

/**
 * Disconnect (unbind, nonce type 4): after 'Are you sure to disconnect this wallet address?', the
 * connected wallet must be the bound one ('Please use {bound address}'), then it signs and unbinds.
 */
export function disconnectWallet(publicConfig: PublicConfig, member: Member) {
  return quietly(async () => {
    if (!member.walletaddress) {
      toast.error(TEXT.bindOneAddress)
      return
    }
    const sure = await askWallet({
      title: 'Prompt',
      text: TEXT.disconnectPrompt,
      confirmText: 'Confirm',
      cancelText: 'Cancel',
    })
    if (!sure) return
    const connected = await pickAndConnect(publicConfig)
    if (!sameAddress(connected.address, member.walletaddress)) {
      toast.error(pleaseUseText(member.walletaddress))
      return
    }
    const signed = await signedMessage(publicConfig, connected, NONCE_TYPE.unbind)
    await api.post(`${ACCOUNT}/user/unbind/wallet/address`, {
      type: NONCE_TYPE.unbind,
      content: signed.content,
      sign: signed.sign,
      nonce: signed.nonce,
    })
    const fresh = await accountApi.userInfo().catch(() => null)
    if (fresh) writeUserInfo(fresh)
    await closeWallet(publicConfig)
    window.location.reload()
  })
}
