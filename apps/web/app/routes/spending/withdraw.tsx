import { SpendingFrame } from '../../features/spending/SpendingFrame.tsx'
import { WithdrawForm } from '../../features/spending/WithdrawForm.tsx'
import { pageMeta } from '../../lib/meta.ts'

export const meta = () =>
  pageMeta({
    title: 'Withdraw USDT | KID',
    description: 'Withdraw USDT from your spending balance to your wallet.',
  })

/** /wallet/spending/withdraw (login required): the form, its limits and fees, and sending the voucher. */
export default function SpendingWithdrawPage() {
  return (
    <SpendingFrame
      title="Withdraw USDT"
      intro="USDT leaves the funding wallet for the address you give. The amount is set aside from your balance while the withdrawal is under way."
    >
      <WithdrawForm />
    </SpendingFrame>
  )
}
