import type { CollectionView } from '@kid/shared/market/views'
import { FolderPlus, Plus } from 'lucide-react'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { catalog } from '../../features/market/api/catalog.ts'
import { serverReader } from '../../features/market/api/serverReader.ts'
import { CollectionCard } from '../../features/market/CollectionCard.tsx'
import { CreateCollectionForm } from '../../features/market/create/CreateCollectionForm.tsx'
import { CreatorCenterFrame } from '../../features/market/create/CreatorCenterFrame.tsx'
import { useDeployCollection } from '../../features/market/create/useDeployCollection.ts'
import { EmptyState } from '../../features/market/EmptyState.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import type { Route } from './+types/collections'

export const meta = () =>
  pageMeta({
    title: 'My Collections | KID',
    description: 'Your NFT collections on KID, and a new one in a few steps.',
  })

/** The caller's collections, pending deployments included (login required; the guard runs first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const own = await catalog(serverReader(request, context))
    .ownCollections()
    .catch(() => null)
  return { collections: own?.list ?? null }
}

/** /personal/collections: the list, "Create collection", and Deploy for rows not yet on chain. */
export default function CollectionsPage({ loaderData }: Route.ComponentProps) {
  const [open, setOpen] = useState(false)
  const { deploy, busy } = useDeployCollection()
  const { revalidate } = useRevalidator()
  const run = async (collection: CollectionView) => {
    await deploy(collection)
    await revalidate()
  }
  const collections = loaderData.collections
  return (
    <CreatorCenterFrame title="My Collections">
      <div className="mb-6 flex justify-end">
        <Button onClick={() => setOpen(true)}>
          <Plus className="size-4" aria-hidden="true" />
          Create collection
        </Button>
      </div>
      {collections === null ? (
        <p role="alert" className="text-sm text-danger-600">
          Your collections could not be loaded. Reload the page to try again.
        </p>
      ) : collections.length === 0 ? (
        <EmptyState
          icon={<FolderPlus className="size-10" aria-hidden="true" />}
          title="No collections yet"
          text="A collection is your own contract: create one, deploy it from your wallet, then mint NFTs into it. You can also mint into the shared collections right away."
          action={{ to: '/nftCreate', label: 'Create an NFT' }}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {collections.map((c) => (
            <li key={c.id}>
              <CollectionCard
                collection={c}
                action={
                  c.address === null && (
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(c)}>
                      Deploy
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Create collection" className="max-w-2xl">
        <CreateCollectionForm
          onCreated={(created) => {
            setOpen(false)
            void run(created)
          }}
        />
      </Dialog>
    </CreatorCenterFrame>
  )
}
