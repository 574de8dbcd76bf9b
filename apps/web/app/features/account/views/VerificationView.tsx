import { REGISTER_TYPE_INVALID, registerTypeOf } from '@kid/shared/account/register-type'
import { TEXT } from '@kid/shared/texts'
import { isCompleteCode } from '@kid/shared/validate/code-rule'
import { MailCheck } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { rememberedInviteCode, storeSignIn } from '../../../lib/session/signIn.ts'
import { Button } from '../../../ui/Button.tsx'
import { cn } from '../../../ui/cn.ts'
import { AuthCard } from '../AuthCard.tsx'
import { accountApi } from '../api/account.ts'
import { CodeInput } from '../CodeInput.tsx'
import { type AccountStep, afterCode, maskEmail, sendType, type VerificationParams } from '../flow.ts'
import { clearPendingRegistration, pendingRegistration } from '../pendingRegistration.ts'
import { markCodeSent, resendWait } from '../resendMarker.ts'
import { completeSignIn } from '../signInDone.ts'
import { markWelcome } from '../welcome.ts'

type Tip = { tone: 'ok' | 'error'; text: string } | null

function useCountdown(email: string, flow: VerificationParams['flow']) {
  const [left, setLeft] = useState(0)
  const refresh = useCallback(() => setLeft(resendWait(email, flow)), [email, flow])
  useEffect(() => {
    refresh()
    const timer = setInterval(refresh, 1000)
    return () => clearInterval(timer)
  }, [refresh])
  return { left, refresh }
}

function message(error: unknown): string {
  return error instanceof Error && error.message ? error.message : TEXT.genericError
}

/** 'Check Your Inbox': four code boxes, the resend link with its countdown, OK (spec 000 §2.6, §4). */
export function VerificationView({
  params,
  nav,
  onBack,
  bare,
}: {
  params: VerificationParams
  nav: (step: AccountStep) => void
  onBack?: () => void
  bare?: boolean
}) {
  const { email, flow } = params
  const [code, setCode] = useState('')
  const [tip, setTip] = useState<Tip>(null)
  const [sending, setSending] = useState(false)
  const [busy, setBusy] = useState(false)
  const { left, refresh } = useCountdown(email, flow)
  const autoSent = useRef(false)

  const send = useCallback(async () => {
    setSending(true)
    try {
      await accountApi.sendEmail({ email, type: sendType(flow) })
      markCodeSent(email, flow)
      setTip({ tone: 'ok', text: TEXT.codeSent })
    } catch (error) {
      setTip({ tone: 'error', text: message(error) })
    } finally {
      setSending(false)
      refresh()
    }
  }, [email, flow, refresh])

  // Not yet sent (and no countdown running from an earlier send): send automatically.
  useEffect(() => {
    if (autoSent.current) return
    autoSent.current = true
    if (!params.sent && resendWait(email, flow) === 0) void send()
  }, [params.sent, email, flow, send])

  const confirm = async () => {
    if (!isCompleteCode(code) || busy) return
    setBusy(true)
    setTip(null)
    const next = afterCode(params, code)
    const rule = { redirectUri: params.redirectUri, path: params.path }
    try {
      switch (next.action) {
        case 'register':
        case 'denet': {
          const pending = pendingRegistration(email)
          if (!pending) {
            setTip({ tone: 'error', text: 'Please fill in the sign-up form again.' })
            return
          }
          const answer = await accountApi.register({
            email,
            password: pending.password,
            code,
            invitecode: pending.invitecode || rememberedInviteCode(),
            ...(next.action === 'denet' ? { denet: '1', activity: 'denet' } : {}),
          })
          clearPendingRegistration()
          markWelcome()
          completeSignIn(answer, { ...rule, fallback: '/index' })
          return
        }
        case 'reset':
          try {
            await accountApi.checkCode({ email, code, type: sendType(flow) })
          } catch {
            setTip({ tone: 'error', text: TEXT.codeExpired })
            return
          }
          nav(next.step)
          return
        case 'bindEmail': {
          const answer = await accountApi.bindEmail({
            registertype: linkedRegisterType(params.registertype),
            email,
            code,
            openid: params.openid ?? '',
          })
          if (answer) storeSignIn(answer)
          window.location.assign('/index')
          return
        }
        case 'thirdLogin': {
          const answer = await accountApi.thirdLogin({
            registertype: linkedRegisterType(params.registertype),
            openid: params.openid ?? '',
            email,
            code,
          })
          completeSignIn(answer, rule)
          return
        }
      }
    } catch (error) {
      setTip({ tone: 'error', text: message(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      bare={bare}
      onBack={onBack}
      title="Check Your Inbox"
      subtitle={
        <>
          Enter the security code sent to{' '}
          <strong className="font-semibold text-fg">{maskEmail(email)}</strong>
        </>
      }
    >
      <div className="flex flex-col items-center gap-6">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <CodeInput value={code} onChange={setCode} disabled={busy} autoFocus />
        <p
          role="status"
          className={cn(
            'min-h-5 text-sm',
            tip?.tone === 'error' ? 'text-danger-600' : 'font-semibold text-success-600',
          )}
        >
          {tip?.text}
        </p>
        <Button size="lg" className="w-full" disabled={!isCompleteCode(code) || busy} onClick={confirm}>
          {busy ? 'Checking…' : 'OK'}
        </Button>
        <p className="text-sm text-fg-muted">
          Didn’t get it?{' '}
          <button
            type="button"
            onClick={send}
            disabled={left > 0 || sending}
            className="font-semibold text-brand-600 hover:underline disabled:cursor-not-allowed disabled:text-fg-subtle disabled:no-underline"
          >
            {left > 0 ? `Resend in ${left}s` : sending ? 'Sending…' : 'Resend code'}
          </button>
        </p>
      </div>
    </AuthCard>
  )
}

/** The register type the link carried; a link altered by hand stops here, as the server would refuse it. */
function linkedRegisterType(value: string | undefined) {
  const type = registerTypeOf(value)
  if (type === undefined) throw new Error(REGISTER_TYPE_INVALID)
  return type
}
