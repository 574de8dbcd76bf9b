import { AtSign, Send } from 'lucide-react'
import { DiscordLogo, InstagramLogo, XLogo } from '../../ui/BrandIcons.tsx'

/** Icons of the social list; decorative, the link carries the name. */
export function SocialIcon({ name }: { name: string }) {
  switch (name) {
    case 'Telegram':
      return <Send className="size-4.5" aria-hidden="true" />
    case 'Twitter':
      return <XLogo />
    case 'Discord':
      return <DiscordLogo />
    case 'Instagram':
      return <InstagramLogo />
    default:
      return <AtSign className="size-4.5" aria-hidden="true" />
  }
}
