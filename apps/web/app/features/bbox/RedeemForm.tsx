import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../ui/Button.tsx'
import { Input } from '../../ui/Input.tsx'

const CODE = /^[A-Za-z0-9 -]{8,64}$/

/** "Have a code?": checks its form here and the code itself on its own page (/blindBox/{cdkey}). */
export function RedeemForm() {
  const navigate = useNavigate()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  function submit(event: FormEvent) {
    event.preventDefault()
    const typed = code.trim()
    if (!CODE.test(typed))
      return setError('A code is letters and digits, like KBX-ABCDE-FGHJK-MNPQR-STVWX-YZ012.')
    navigate(`/blindBox/${encodeURIComponent(typed.toUpperCase())}`)
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <Input
          label="Have a code?"
          placeholder="KBX-ABCDE-FGHJK-MNPQR-STVWX-YZ012"
          autoComplete="off"
          spellCheck={false}
          value={code}
          onChange={(e) => {
            setCode(e.target.value)
            setError(null)
          }}
          error={error ?? undefined}
        />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={!code.trim()}>
        Check code
      </Button>
    </form>
  )
}
