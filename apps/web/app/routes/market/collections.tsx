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
import { CREATE_AN_NFT } from '../../features/market/emptyActions.ts'
import { pageMeta } from '../../lib/meta.ts'
import { Button } from '../../ui/Button.tsx'
import { Dialog } from '../../ui/Dialog.tsx'
import type { Route } from './+types/collections'

export const meta = () =>
  pageMeta({
    title: 'My Collections | KID',
    description: 'Your NFT collections on KID, and a new one in a few steps.',
  })

/**
 * collection/owner/list: the caller's collections (pending deployments included), then the shared
 * ones they can also mint into (login required; the guard runs first).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await catalog(serverReader(context))
    .ownCollections()
    .catch(() => null)
  const list = answer?.list ?? null
  return {
    collections: list?.filter((c) => !c.shared) ?? null,
    shared: list?.filter((c) => c.shared) ?? [],
  }
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
    <CreatorCenterFrame title="My Collections" wallet="deploy your collections">
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
          actions={[CREATE_AN_NFT]}
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
      {loaderData.shared.length > 0 && (
        <section aria-labelledby="shared-collections" className="mt-10">
          <h2 id="shared-collections" className="text-lg font-bold text-fg">
            Shared collections
          </h2>
          <p className="mt-1 mb-4 text-sm text-fg-muted">
            The platform's collections: anyone can mint into them, no deployment needed.
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {loaderData.shared.map((c) => (
              <li key={c.id}>
                <CollectionCard collection={c} />
              </li>
            ))}
          </ul>
        </section>
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
