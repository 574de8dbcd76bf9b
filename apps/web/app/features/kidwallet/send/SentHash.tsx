import type { Hex } from 'viem'

/** The transfer's hash in full, to look it up anywhere, and a link where the deployment has an explorer. */
export function SentHash({ hash, explorerUrl }: { hash: Hex; explorerUrl: string }) {
  return (
    <p className="text-sm">
      <span className="text-fg-muted">Transaction </span>
      <code className="font-mono break-all text-fg">{hash}</code>
      {explorerUrl && (
        <>
          {' · '}
          <a
            href={`${explorerUrl}/tx/${hash}`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            See it on the explorer
          </a>
        </>
      )}
    </p>
  )
}
