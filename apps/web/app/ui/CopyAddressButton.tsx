import { shortenAddress } from '@kid/shared/format/address'
import { TEXT } from '@kid/shared/texts'
import { Copy } from 'lucide-react'
import { copyText } from '../lib/clipboard.ts'
import { cn } from './cn.ts'

/** A wallet address, shortened, on a dark panel: a click copies it whole ('Copy Success'). */
export function CopyAddressButton({ address, className }: { address: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={() => copyText(address, TEXT.copySuccess)}
      title="Copy wallet address"
      className={cn(
        'inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 font-mono text-sm hover:bg-white/16',
        className,
      )}
    >
      {shortenAddress(address)}
      <span className="sr-only"> Copy wallet address</span>
      <Copy className="size-3.5" aria-hidden="true" />
    </button>
  )
}
