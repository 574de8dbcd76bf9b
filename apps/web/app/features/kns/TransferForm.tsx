import type { KnsStateAnswer } from '@kid/shared/kns/views'
import { isWalletAddress, WALLET_ADDRESS_INVALID } from '@kid/shared/validate/wallet-address-rule'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from '../../lib/toast.ts'
import { Button } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Input } from '../../ui/Input.tsx'
import { MY_NAMES_HREF } from './links.ts'
import { nameState, useNameFlows } from './useNameFlows.ts'

/** Sends the name (an NFT) to another wallet; its default-name use and records stop applying. */
export function TransferForm({ name }: { name: KnsStateAnswer }) {
  const [to, setTo] = useState('')
  const [sure, setSure] = useState(false)
  const [error, setError] = useState<string>()
  const { change, busy } = useNameFlows()
  const navigate = useNavigate()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = to.trim()
    if (!isWalletAddress(address)) return setError(WALLET_ADDRESS_INVALID)
    setError(undefined)
    const seen = async (label: string) => (await nameState(label)).holder === address.toLowerCase()
    if (
      await change(`Transfer ${name.name}`, { domain: name.label, action: 'transfer', to: address }, seen)
    ) {
      toast.success(`${name.name} is on its way to its new holder.`)
      navigate(MY_NAMES_HREF)
    }
  }
  return (
    <form onSubmit={submit} aria-labelledby="transfer-title" className="space-y-4">
      <div>
        <h2 id="transfer-title" className="text-lg font-bold text-fg">
          Transfer
        </h2>
        <p className="text-sm text-fg-muted">
          The new holder gets the name and sets their own records. If it is your default name, your wallet
          shows its address again.
        </p>
      </div>
      <Input
        label="Send to wallet"
        placeholder="0x…"
        value={to}
        error={error}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setTo(e.target.value)}
      />
      <Checkbox checked={sure} onChange={setSure}>
        I understand {name.name} will no longer be mine.
      </Checkbox>
      <Button type="submit" variant="danger" disabled={busy || !sure || to.trim() === ''}>
        Transfer
      </Button>
    </form>
  )
}
