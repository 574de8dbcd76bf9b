import { parseUnits } from '@kid/shared/format/units'
import type { ApplyAnswer } from '@kid/shared/launchpad/views'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../ui/Button.tsx'
import { Checkbox } from '../../ui/Checkbox.tsx'
import { Input } from '../../ui/Input.tsx'
import { ImageUpload } from '../account/profile/ImageUpload.tsx'
import { CategorySelect } from '../market/create/CategorySelect.tsx'
import { royaltyBpsOf } from '../market/create/royalty.ts'
import { Textarea } from '../market/create/Textarea.tsx'
import { launchpadWrites } from './api.ts'

/** A datetime-local value (the creator's zone) as unix seconds. */
const secondsOf = (local: string) => Math.floor(new Date(local).getTime() / 1000)

function WhitelistReport({ answer }: { answer: ApplyAnswer }) {
  const w = answer.whitelist
  return (
    <div role="status" className="space-y-3 rounded-2xl border border-success-600/30 bg-success-600/5 p-5">
      <p className="font-semibold text-fg">Application {answer.id} sent for review.</p>
      {w.count > 0 && (
        <p className="text-sm text-fg-muted">
          Whitelist: {w.count.toLocaleString('en-US')} addresses, checked in {(w.millis / 1000).toFixed(1)} s.
          {w.duplicateCount > 0 && ` ${w.duplicateCount} duplicates were removed.`}
          {w.invalidCount > 0 && ` ${w.invalidCount} entries are not addresses and were left out.`}
        </p>
      )}
      {w.invalid.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-fg">Entries left out</summary>
          <ul className="mt-2 max-h-40 overflow-auto font-mono text-xs break-all text-fg-muted">
            {[...new Set(w.invalid)].map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </details>
      )}
      {w.duplicates.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-fg">Duplicates removed</summary>
          <ul className="mt-2 max-h-40 overflow-auto font-mono text-xs break-all text-fg-muted">
            {w.duplicates.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </details>
      )}
      <Link to="/launchpad/mine" className={buttonClass('primary', 'md')}>
        Go to my drops
      </Link>
    </div>
  )
}

/**
 * The creator's application: the init record's fields (the owner is their bound wallet), the drop's
 * picture, words and category, and the whitelist pasted or read from a CSV. The server checks it all
 * and reports the whitelist's duplicates and bad entries.
 */
export function ApplyForm() {
  const [media, setMedia] = useState('')
  const [isWhite, setIsWhite] = useState(false)
  const [whitelist, setWhitelist] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<ApplyAnswer>()

  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (file) setWhitelist(await file.text())
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    const royal = royaltyBpsOf(text('royalty'))
    if (royal === undefined) return setError('The royalty is a percentage such as 5.')
    let fee: bigint
    try {
      fee = parseUnits(text('price') || '0', 18)
    } catch {
      return setError('The price is an amount of ETH such as 0.01.')
    }
    if (!media) return setError('Please upload the drop picture')
    const { applyBody } = await import('@kid/shared/launchpad/calls')
    const parsed = applyBody.safeParse({
      name: text('name'),
      symbol: text('symbol'),
      description: text('description'),
      media,
      category: text('category') || undefined,
      receiver: text('receiver') || undefined,
      start: secondsOf(text('start')),
      end: secondsOf(text('end')),
      total: text('total'),
      singleAdd: text('singleAdd'),
      singleTim: text('singleTim'),
      fee: fee.toString(),
      royal,
      isWhite,
      whitelist: isWhite ? whitelist : '',
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the form.')
    setError('')
    setBusy(true)
    const sent = await launchpadWrites.apply(parsed.data).catch(() => undefined)
    setBusy(false)
    if (sent) setAnswer(sent)
  }

  if (answer) return <WhitelistReport answer={answer} />
  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Input label="Name" name="name" required maxLength={64} />
        <Input label="Symbol" name="symbol" required maxLength={11} placeholder="TIDE" />
      </div>
      <div>
        <p className="mb-1.5 text-sm font-medium text-fg">Picture</p>
        <ImageUpload label="Upload the drop picture" value={media} onChange={setMedia} shape="avatar" />
      </div>
      <Textarea label="Description" name="description" maxLength={2000} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Starts" name="start" type="datetime-local" required />
        <Input
          label="Ends"
          name="end"
          type="datetime-local"
          required
          hint="With a whitelist, the whitelist stage ends here and the public stage begins."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input label="Supply" name="total" inputMode="numeric" defaultValue="1000" required />
        <Input label="Per wallet" name="singleAdd" inputMode="numeric" defaultValue="5" required />
        <Input label="Per transaction" name="singleTim" inputMode="numeric" defaultValue="5" required />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Price (ETH)" name="price" inputMode="decimal" defaultValue="0.01" />
        <Input label="Royalty %" name="royalty" inputMode="decimal" defaultValue="5" hint="At most 10%." />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect id="drop-category" />
        <Input
          label="Proceeds to (optional)"
          name="receiver"
          placeholder="Your wallet"
          hint="Gets the mint proceeds and the royalty."
        />
      </div>
      <fieldset className="space-y-3 rounded-xl border border-line p-4">
        <legend className="px-1 text-sm font-medium text-fg">Whitelist</legend>
        <Checkbox checked={isWhite} onChange={setIsWhite}>
          A whitelist stage first
        </Checkbox>
        {isWhite && (
          <>
            <Textarea
              label="Addresses"
              value={whitelist}
              onChange={(e) => setWhitelist(e.target.value)}
              placeholder="One address per line, or separated by commas"
              rows={6}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="drop-csv" className="text-sm font-medium text-fg">
                Or a CSV file
              </label>
              <input
                id="drop-csv"
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                onChange={readCsv}
                className="text-sm"
              />
              <p className="text-xs text-fg-muted">
                Up to 100,000 addresses. Duplicates and entries that are not addresses are reported.
              </p>
            </div>
          </>
        )}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Sending…' : 'Apply'}
      </Button>
    </form>
  )
}
