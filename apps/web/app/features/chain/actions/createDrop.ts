import { abi } from '@kid/contracts/artifacts/Actuator'
import type { DeployApproval } from '@kid/shared/launchpad/views'
import type { Address, Hex } from 'viem'
import { contractFor } from '../chainConfig.ts'
import type { TxAction } from '../transaction.ts'

export type CreateDropParameters = DeployApproval
/** The new drop's address (the actuator's clone). */
export type CreateDropReturnType = Address

/** Actuator.create with the platform's signed approval, sent by the creator's own wallet. */
export const createDrop = {
  title: 'Deploy the drop',
  request: (a, { config }) => ({
    address: contractFor(config, 'ACTUATOR'),
    abi,
    functionName: 'create',
    args: [
      {
        ...a.init,
        owner: a.init.owner as Address,
        receiver: a.init.receiver as Address,
        whiteRoot: a.init.whiteRoot as Hex,
        fee: BigInt(a.init.fee),
      },
      BigInt(a.application),
      BigInt(a.deadline),
      a.signature as Hex,
    ],
  }),
} satisfies TxAction<CreateDropParameters, CreateDropReturnType>
