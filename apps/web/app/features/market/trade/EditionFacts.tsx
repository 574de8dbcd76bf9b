/** Under an ERC-1155 item's price: the copies of the listing still for sale, and the viewer's own. */
export function EditionFacts({ left, listed, held }: { left?: bigint; listed?: string; held: bigint }) {
  if (left === undefined && held === 0n) return null
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-fg-muted">
      {left !== undefined && listed !== undefined && (
        <span>
          <span className="font-semibold text-fg">{String(left)}</span> of {listed} available
        </span>
      )}
      {held > 0n && (
        <span>
          You own <span className="font-semibold text-fg">{String(held)}</span>
        </span>
      )}
    </p>
  )
}
