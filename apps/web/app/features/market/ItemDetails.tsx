import type { ItemInfo } from '@kid/shared/market/views'

/** The on-chain facts of an item: contract, token id, standard and (ERC-1155) supply. */
export function ItemDetails({ item }: { item: ItemInfo }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-fg-muted">Contract</dt>
      <dd className="truncate font-mono">{item.collection.address ?? 'Not deployed yet'}</dd>
      <dt className="text-fg-muted">Token ID</dt>
      <dd className="truncate font-mono">{item.tokenId ?? 'Not minted yet'}</dd>
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
