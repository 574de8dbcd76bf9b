import type { MailMessage } from '../../platform/mail/mailer.ts'

/** To the new address: the link that makes the change. */
export function confirmChangeMail(to: string, link: string): MailMessage {
  const ask = `Open this link to make ${to} the e-mail address of your KID account:`
  const after = 'It works for 24 hours. If you did not ask for it, ignore this message: nothing changes.'
  return {
    to,
    subject: 'Confirm your new KID e-mail address',
    text: `${ask}\n\n${link}\n\n${after}`,
    html: `<p>Open this link to make <b>${to}</b> the e-mail address of your KID account:</p><p><a href="${link}">Confirm my new e-mail address</a></p><p>${after}</p>`,
  }
}

/** To the old address, once the change is made: what happened, and the link that undoes it. */
export function emailChangedMail(from: string, to: string, undoLink: string, days: number): MailMessage {
  const what = `The e-mail address of your KID account was changed from ${from} to ${to}, and every other device was signed out.`
  const fine = 'If you made this change, there is nothing to do.'
  const undo = `If you did not, open this link within ${days} days to put ${from} back and sign out everywhere, then reset your password:`
  return {
    to: from,
    subject: 'Your KID e-mail address was changed',
    text: `${what}\n\n${fine}\n\n${undo}\n\n${undoLink}`,
    html: `<p>${what}</p><p>${fine}</p><p>${undo}</p><p><a href="${undoLink}">This was not me: undo the change</a></p>`,
  }
}
