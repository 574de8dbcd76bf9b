import type { EmailCodeType } from '@kid/shared/email-code'
import type { MailMessage } from '../../platform/mail/mailer.ts'

/** What each code is for, in the words of the mail (types 1 reg/denet, 2 forgot, 4 editPass, 5 bindEmail/verify). */
const PURPOSE: Record<EmailCodeType, { subject: string; action: string }> = {
  1: { subject: 'Your KID sign-up code', action: 'finish creating your KID account' },
  2: { subject: 'Reset your KID password', action: 'reset the password of your KID account' },
  4: { subject: 'Change your KID password', action: 'change the password of your KID account' },
  5: { subject: 'Verify your e-mail for KID', action: 'verify this e-mail address for your KID account' },
}

export function codeMail(to: string, type: EmailCodeType, code: string, minutes: number): MailMessage {
  const { subject, action } = PURPOSE[type]
  const ignore = 'If you did not ask for it, ignore this message: nothing changes without the code.'
  return {
    to,
    subject,
    text: `Your verification code is ${code}\n\nEnter it to ${action}. It works for ${minutes} minutes.\n\n${ignore}`,
    html: `<p>Your verification code is</p><p style="font-size:28px;letter-spacing:8px;font-weight:bold">${code}</p><p>Enter it to ${action}. It works for ${minutes} minutes.</p><p>${ignore}</p>`,
  }
}

/** To the owner of an address whose codes were just paused after `failures` wrong ones. */
export function codeLockMail(to: string, failures: number): MailMessage {
  const what = `Someone entered ${failures} wrong verification codes for your KID account today.`
  const pause =
    'To keep your account safe, we paused codes for this address for up to 24 hours: the code we sent last no longer works, and a new one can be asked for when the pause ends.'
  const you =
    'If it was you, wait and ask for a new code later. If it was not, someone may be guessing codes to get into your account: the pause stops them, and no action is needed from you.'
  return {
    to,
    subject: 'Wrong codes were entered for your KID account',
    text: `${what}\n\n${pause}\n\n${you}`,
    html: `<p>${what}</p><p>${pause}</p><p>${you}</p>`,
  }
}
