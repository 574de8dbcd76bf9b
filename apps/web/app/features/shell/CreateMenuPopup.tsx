import { useNavigate } from 'react-router'
import { loginPathHref } from '../../lib/authLinks.ts'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../ui/DropdownMenu.tsx'
import type { OnDemandProps } from '../../ui/onDemandPopup.tsx'
import { CREATE_MENU } from './createMenu.ts'

/** Create's menu (CreateMenu.tsx loads it): NFTs and Group, login required (a visitor goes to /login with the target as path). */
export function CreateMenuPopup({ trigger, defaultOpen }: OnDemandProps) {
  const { loggedIn } = useSession()
  const navigate = useNavigate()
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {CREATE_MENU.map((item) => (
          <DropdownMenuItem
            key={item.to}
            icon={<item.icon />}
            onSelect={() => navigate(loggedIn ? item.to : loginPathHref(item.to))}
          >
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
