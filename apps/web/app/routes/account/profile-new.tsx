import { accountApi } from '../../features/account/api/account.ts'
import { ProfileEditor } from '../../features/account/profile/ProfileEditor.tsx'
import { pageMeta } from '../../lib/meta.ts'
import { useQuery } from '../../lib/query.tsx'
import { Container } from '../../ui/Container.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'

export const meta = () => pageMeta({ title: 'Edit profile', description: 'Edit your KID profile.' })

/** /profileNew (login required): edit the profile of user/wallet/profile. */
export default function ProfileNewPage() {
  const { data, isPending } = useQuery({ queryKey: ['wallet-profile'], queryFn: accountApi.walletProfile })
  return (
    <Container className="max-w-4xl py-10 desk:py-14">
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-fg">Edit profile</h1>
      {isPending || !data ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : (
        <ProfileEditor profile={data} />
      )}
    </Container>
  )
}
