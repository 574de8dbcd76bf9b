import { ChevronDown, Image, Plus, UsersRound } from 'lucide-react'
import { useNavigate } from 'react-router'
import { loginPathHref } from '../../lib/authLinks.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { buttonClass } from '../../ui/Button.tsx'
import { cn } from '../../ui/cn.ts'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/DropdownMenu.tsx'

const items = [
  { label: 'NFTs', to: '/nftCreate', icon: <Image /> },
  { label: 'Group', to: '/community/groupCreate', icon: <UsersRound /> },
]

/** Create: NFTs and Group, login required (a visitor goes to /login with the target as path). */
export function CreateMenu({ tone }: { tone: 'light' | 'dark' }) {
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          buttonClass(tone === 'dark' ? 'inverse' : 'primary', 'sm'),
          'data-[state=open]:[&_.chev]:rotate-180',
        )}
      >
        <Plus className="size-4" aria-hidden="true" />
        Create
        <ChevronDown className="chev size-4 transition-transform" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {items.map((item) => (
          <DropdownMenuItem
            key={item.to}
            icon={item.icon}
            onSelect={() => navigate(loggedIn ? item.to : loginPathHref(item.to))}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
