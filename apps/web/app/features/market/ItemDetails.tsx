import type { ItemInfo } from '@kid/shared/market/views'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

/** A value that links to the chain's explorer when one is configured (CHAIN_EXPLORER_URL), else plain text. */
function OnExplorer({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline"
    >
      <span className="truncate">{children}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens the block explorer)</span>
    </a>
  )
}

/**
 * The on-chain facts of an item: contract, token id, standard and (ERC-1155) supply. With an
 * explorer, the contract and the token link to it by Etherscan's paths (/address, /nft), as the
 * transaction links (/tx) do: the explorers of the chain table are all of the Etherscan family.
 */
export function ItemDetails({ item, explorerUrl }: { item: ItemInfo; explorerUrl?: string }) {
  const address = item.collection.address
  const contractHref = explorerUrl && address ? `${explorerUrl}/address/${address}` : undefined
  const tokenHref = contractHref && item.tokenId ? `${explorerUrl}/nft/${address}/${item.tokenId}` : undefined
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
      <dt className="text-fg-muted">Contract</dt>
      <dd className="truncate font-mono">
        <OnExplorer href={contractHref}>{address ?? 'Not deployed yet'}</OnExplorer>
      </dd>
      <dt className="text-fg-muted">Token ID</dt>
      <dd className="truncate font-mono">
        <OnExplorer href={tokenHref}>{item.tokenId ?? 'Not minted yet'}</OnExplorer>
      </dd>
      <dt className="text-fg-muted">Standard</dt>
      <dd>ERC-{item.collection.standard}</dd>
      {item.standard === 1155 && (
        <>
          <dt className="text-fg-muted">Supply</dt>
          <dd>{item.supply}</dd>
        </>
      )}
    </dl>
  )
}
