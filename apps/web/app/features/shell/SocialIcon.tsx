import { AtSign, Camera, MessageCircle, Send } from 'lucide-react'

/** Icons for the footer's social list; lucide has no brand marks for X or Discord, so simple glyphs stand in. */
export function SocialIcon({ name }: { name: string }) {
  switch (name) {
    case 'Telegram':
      return <Send className="size-4.5" aria-hidden="true" />
    case 'Twitter':
      return (
        <span className="text-base leading-none font-black" aria-hidden="true">
          𝕏
        </span>
      )
    case 'Discord':
      return <MessageCircle className="size-4.5" aria-hidden="true" />
    case 'Instagram':
      return <Camera className="size-4.5" aria-hidden="true" />
    default:
      return <AtSign className="size-4.5" aria-hidden="true" />
  }
}
