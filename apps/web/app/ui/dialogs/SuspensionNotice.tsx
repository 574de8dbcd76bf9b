import type { Blacklist } from '@kid/shared/codes'
import { suspendedText, suspendedTitle } from '@kid/shared/texts'
import { ShieldAlert } from 'lucide-react'
import { MAIL } from '../../lib/links.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'

/** The blacklist screen: '{type} Suspended', the spec's text, a support mail link and OK. */
export function SuspensionNotice({ open, type, onOk }: { open: boolean; type: Blacklist; onOk: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onOk()
      }}
      title={suspendedTitle(type)}
      closable={false}
      footer={
        <Button onClick={onOk} className="w-full">
          OK
        </Button>
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger-600/10 text-danger-600">
          <ShieldAlert className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm leading-6 text-fg-muted">{suspendedText(type)}</p>
        <p className="text-sm text-fg-muted">
          Think this is a mistake? Contact{' '}
          <a className="font-semibold text-brand-600 underline" href={`mailto:${MAIL.support}`}>
            {MAIL.support}
          </a>
        </p>
      </div>
    </Dialog>
  )
}
