export type ShareTarget = 'facebook' | 'telegram' | 'twitter' | 'whatsapp'

/** Default share text: an invitation to KID's Web3 quiz game (spec 000 §9). */
export const DEFAULT_SHARE_TEXT = 'Join me on KID: play the Web3 quiz game, win rewards and collect NFTs.'

/**
 * What 'Invite friends' shares: a member's sign-up link with their invite code (/reg/{invitecode},
 * spec 000 §2.2), so the friend who joins is counted as theirs; a visitor's is the home page.
 */
export function inviteLink(origin: string, inviteCode: string | undefined): string {
  return inviteCode ? `${origin}/reg/${encodeURIComponent(inviteCode)}` : `${origin}/`
}

/** The public share endpoints of each network. */
export function shareUrl(target: ShareTarget, link: string, text: string = DEFAULT_SHARE_TEXT): string {
  const u = encodeURIComponent(link)
  const t = encodeURIComponent(text)
  switch (target) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${t}`
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${t}`
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${link}`)}`
  }
}
