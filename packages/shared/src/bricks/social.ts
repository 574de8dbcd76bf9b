/**
 * The social accounts a member links on /bricks/social (socialmedia/save). Each platform's handle
 * rule is the platform's own username rule; a pasted profile link or a leading '@' is accepted and
 * reduced to the handle, because that is what people copy.
 */
export const SOCIAL_PLATFORMS = [
  {
    platform: 'twitter',
    name: 'X (Twitter)',
    pattern: /^[A-Za-z0-9_]{1,15}$/,
    rule: '1 to 15 letters, digits or underscores',
    hosts: ['twitter.com', 'x.com'],
    profile: (handle: string) => `https://x.com/${handle}`,
  },
  {
    platform: 'telegram',
    name: 'Telegram',
    pattern: /^[A-Za-z][A-Za-z0-9_]{4,31}$/,
    rule: '5 to 32 letters, digits or underscores, starting with a letter',
    hosts: ['t.me', 'telegram.me'],
    profile: (handle: string) => `https://t.me/${handle}`,
  },
  {
    platform: 'discord',
    name: 'Discord',
    pattern: /^(?!.*\.\.)[a-z0-9_.]{2,32}$/,
    rule: '2 to 32 lowercase letters, digits, underscores or dots',
    hosts: [],
    /** Discord names are lower case: 'Bob.Builder' is 'bob.builder'. */
    lowercase: true,
    profile: () => null,
  },
  {
    platform: 'instagram',
    name: 'Instagram',
    pattern: /^(?!.*\.\.)[A-Za-z0-9_.]{1,30}$/,
    rule: '1 to 30 letters, digits, underscores or dots',
    hosts: ['instagram.com'],
    profile: (handle: string) => `https://instagram.com/${handle}`,
  },
] as const

export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]['platform']
export const SOCIAL_PLATFORM_NAMES = SOCIAL_PLATFORMS.map((p) => p.platform) as [
  SocialPlatform,
  ...SocialPlatform[],
]

export function socialPlatform(platform: string) {
  return SOCIAL_PLATFORMS.find((p) => p.platform === platform)
}

/** The handle a person typed or pasted, or the reason it is not one, in words for them. */
export function parseHandle(
  platform: SocialPlatform,
  typed: string,
): { handle: string } | { message: string } {
  const p = SOCIAL_PLATFORMS.find((entry) => entry.platform === platform)
  if (!p) return { message: 'Choose X (Twitter), Telegram, Discord or Instagram' }
  let text = typed.trim()
  const hosts: readonly string[] = p.hosts
  if (/^https?:\/\//i.test(text) && hosts.length > 0) {
    try {
      const url = new URL(text)
      const host = url.hostname.toLowerCase().replace(/^www\./, '')
      if (!hosts.includes(host))
        return { message: `Paste a link to your ${p.name} profile, or just the handle` }
      text = url.pathname.split('/').filter(Boolean)[0] ?? ''
    } catch {
      return { message: `Paste a link to your ${p.name} profile, or just the handle` }
    }
  }
  text = text.replace(/^@/, '')
  if ('lowercase' in p && p.lowercase) text = text.toLowerCase()
  if (!text) return { message: `Enter your ${p.name} handle` }
  if (!p.pattern.test(text)) return { message: `A ${p.name} handle is ${p.rule}` }
  return { handle: text }
}
