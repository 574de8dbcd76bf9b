import { DepositForm } from '../../features/spending/DepositForm.tsx'
import { SpendingFrame } from '../../features/spending/SpendingFrame.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Deposit USDT | KID',
    description: 'Deposit USDT from your wallet to your spending balance.',
  })

/** /wallet/spending/deposit (login required): USDT from the bound wallet into the spending balance. */
export default function SpendingDepositPage() {
  return (
    <SpendingFrame
      title="Deposit USDT"
      intro="USDT you deposit goes to the funding wallet and is added to your spending balance, to spend inside KID or withdraw again."
    >
      <DepositForm />
    </SpendingFrame>
  )
}
