import type { ItemInfo } from '@kid/shared/market/views'
import { useState } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { useSession } from '../../lib/session/SessionProvider.tsx'
import { Button } from '../../ui/Button.tsx'
import { lazyOverlay } from '../../ui/lazyOverlay.tsx'
import { OnDemandConfirmDialog } from '../../ui/onDemandDialogs.ts'
import { FlowButton } from './trade/FlowButton.tsx'
import { lazyModule, useOnDemand } from './trade/onDemand.ts'

/** The draft's edit form and delete call load with the first of them, not with the item page visitors read. */
const loadWrites = () => import('./api/writes.ts')
const EditDraftDialog = lazyOverlay(
  () => import('./create/EditDraftDialog.tsx').then((m) => m.EditDraftDialog),
  (props) => props.open,
)

/** Minting needs the wallet: its code loads with the first Mint (docs/web.md). */
const loadMint = lazyModule(() => import('./create/MintDraftFlow.tsx'))

/**
 * What the creator can do with their draft (never minted): mint it, edit its name and description,
 * or delete it. A minted item's details are frozen (docs/security.md), so its creator reads why
 * instead. Nobody else sees these.
 */
export function CreatorItemActions({ item }: { item: ItemInfo }) {
  const { user } = useSession()
  const minting = useOnDemand<typeof import('./create/MintDraftFlow.tsx'), 'mint'>(loadMint)
  const navigate = useNavigate()
  const { revalidate } = useRevalidator()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const mine = item.creatorUserId !== null && String(item.creatorUserId) === user.id
  if (!mine || item.listing) return null
  if (item.status !== 'draft')
    return (
      <p className="text-sm text-fg-muted">
        Minted: its name, description, picture and properties are frozen, so holders and bidders get what they
        saw.
      </p>
    )

  const Mint = minting.module?.MintDraftFlow
  const remove = async () => {
    const { catalogWrites } = await loadWrites()
    if (await catalogWrites.deleteItem(item.id).catch(() => undefined)) navigate('/nftCreate')
  }
  return (
    <div className="flex flex-wrap gap-2">
      <FlowButton flows={minting} value="mint" disabled={!item.collection.address}>
        Mint
      </FlowButton>
      {Mint && <Mint item={item} request={minting.request} onBusy={minting.setBusy} />}
      <Button variant="outline" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Button variant="ghost" onClick={() => setDeleting(true)}>
        Delete
      </Button>
      <EditDraftDialog
        item={item}
        open={editing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false)
          void revalidate()
        }}
      />
      <OnDemandConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete the draft?"
        text={`${item.name} was never minted; deleting it cannot be undone.`}
        confirmText="Delete"
        onConfirm={remove}
      />
    </div>
  )
}
