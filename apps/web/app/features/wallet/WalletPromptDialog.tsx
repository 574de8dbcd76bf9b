import { useStore } from '../../lib/createStore.ts'
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog.tsx'
import { promptStore, settlePrompt } from './choiceStore.ts'

/** The wallet's questions: account-change dialogs and the disconnect prompt. */
export function WalletPromptDialog() {
  const prompt = useStore(promptStore, null)
  return (
    <ConfirmDialog
      open={prompt !== null}
      onOpenChange={(open) => {
        if (!open) settlePrompt(false)
      }}
      title={prompt?.title}
      text={prompt?.text ?? ''}
      confirmText={prompt?.confirmText}
      cancelText={prompt?.cancelText}
      onConfirm={() => settlePrompt(true)}
    />
  )
}
