import type {
  BindEmailBody,
  ChangeEmailBody,
  CheckCodeBody,
  LoginBody,
  ProfileUpdateBody,
  RegisterBody,
  ResetPasswordBody,
  SendEmailQuery,
  ThirdLoginBody,
  UndoEmailChangeBody,
  UpdatePasswordBody,
} from '@kid/shared/account/calls'
import type { User } from '@kid/shared/account/user'
import { api } from '../../../lib/api/browserClient.ts'
import type { RequestOptions } from '../../../lib/api/client.ts'
import { registerLogoutCall } from '../../../lib/session/bridge.ts'

/** The account calls of spec 000 §7 (all under /api/accountservice). */
export const ACCOUNT = '/api/accountservice'

/** A sign-in answer: the session user with its token. */
export type SignInAnswer = Partial<User> & { token?: string }

const quiet: RequestOptions = { silent: true }

export const accountApi = {
  login: (body: LoginBody) => api.post<SignInAnswer>(`${ACCOUNT}/open/login`, body, quiet),
  register: (body: RegisterBody) => api.post<SignInAnswer>(`${ACCOUNT}/open/register`, body, quiet),
  sendEmail: (query: SendEmailQuery) =>
    api.get<unknown>(`${ACCOUNT}/open/sendemail`, { email: query.email, type: query.type }, quiet),
  checkCode: (body: CheckCodeBody) => api.post<unknown>(`${ACCOUNT}/open/checkcode`, body, quiet),
  resetPassword: (body: ResetPasswordBody) => api.post<unknown>(`${ACCOUNT}/open/resetpassword`, body, quiet),
  updatePassword: (body: UpdatePasswordBody) =>
    api.post<unknown>(`${ACCOUNT}/user/updatepassword`, body, quiet),
  userInfo: () => api.get<SignInAnswer>(`${ACCOUNT}/user/info`),
  /** Best effort while signing out: whatever it answers, the session is cleared. */
  changeEmail: (body: ChangeEmailBody) => api.post<unknown>(`${ACCOUNT}/user/email/change`, body, quiet),
  undoEmailChange: (body: UndoEmailChangeBody) =>
    api.post<{ email: string }>(`${ACCOUNT}/open/email/undo`, body, quiet),
  logout: () => api.post<unknown>(`${ACCOUNT}/user/logout`, {}, { bare: true }),
  thirdLogin: (body: ThirdLoginBody) => api.post<SignInAnswer>(`${ACCOUNT}/open/auto`, body, quiet),
  bindEmail: (body: BindEmailBody) => api.post<SignInAnswer>(`${ACCOUNT}/open/bindingemail`, body, quiet),
  inviteInfo: (invitecode: string) =>
    api.get<InviterInfo | null>(`${ACCOUNT}/open/invite/info`, { invitecode }, quiet),
  walletProfile: () => api.get<SignInAnswer>(`${ACCOUNT}/user/wallet/profile`),
  updateWalletProfile: (body: ProfileUpdateBody) =>
    api.post<SignInAnswer | null>(`${ACCOUNT}/user/update/wallet/profile`, body, quiet),
  balances: () => api.get<unknown>(`${ACCOUNT}/userbrickslog/brickscount`, undefined, quiet),
}

registerLogoutCall(accountApi.logout)

export type InviterInfo = { username?: string; headimgurl?: string; inviteCode?: string; email?: string }

export type UploadAnswer = {
  url: string
  thumbnail: string | null
  width: number | null
  height: number | null
}

/** Uploads one image (docs/api.md §10): multipart field `file`. */
export function uploadImage(file: File): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('file', file)
  return api.postForm<UploadAnswer>('/api/dcservice/open/upload', form)
}
