import { VERIFICATION_CODE_LENGTH } from '@kid/shared/constants'
import { codeDigits } from '@kid/shared/validate/code-rule'
import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react'
import { cn } from '../../ui/cn.ts'

const BOXES = Array.from({ length: VERIFICATION_CODE_LENGTH }, (_, i) => i)

/** Where typing `input` into box `index` of `code` leaves the code and the focus. */
export function typeIntoBox(code: string, index: number, input: string): { code: string; focus: number } {
  const digits = codeDigits(input)
  if (!digits) return { code, focus: index }
  const chars = code.split('')
  let at = Math.min(index, code.length)
  for (const d of digits) {
    if (at >= VERIFICATION_CODE_LENGTH) break
    chars[at] = d
    at += 1
  }
  const next = chars.join('').slice(0, VERIFICATION_CODE_LENGTH)
  return { code: next, focus: Math.min(at, VERIFICATION_CODE_LENGTH - 1) }
}

/** Backspace in box `index`: clears it, or the one before when it is empty. */
export function backspaceBox(code: string, index: number): { code: string; focus: number } {
  if (index < code.length) return { code: code.slice(0, index) + code.slice(index + 1), focus: index }
  const at = Math.max(0, Math.min(index, code.length) - 1)
  return { code: code.slice(0, at) + code.slice(at + 1), focus: at }
}

/** Four single-digit boxes: typing moves on, a pasted 4-digit code fills them all, backspace goes back. */
export function CodeInput({
  value,
  onChange,
  disabled,
  autoFocus,
}: {
  value: string
  onChange: (code: string) => void
  disabled?: boolean
  autoFocus?: boolean
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (i: number) => refs.current[i]?.focus()

  const onInput = (i: number, text: string) => {
    const next = typeIntoBox(value, i, text)
    onChange(next.code)
    focus(next.focus)
  }
  const onKeyDown = (i: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault()
      const next = backspaceBox(value, i)
      onChange(next.code)
      focus(next.focus)
    } else if (event.key === 'ArrowLeft') focus(Math.max(0, i - 1))
    else if (event.key === 'ArrowRight') focus(Math.min(VERIFICATION_CODE_LENGTH - 1, i + 1))
  }
  const onPaste = (i: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    onInput(i, event.clipboardData.getData('text'))
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of inputs named as one field
    <div role="group" aria-label="Verification code" className="flex justify-center gap-3">
      {BOXES.map((i) => (
        <input
          key={i}
          ref={(el) => {
            refs.current[i] = el
          }}
          value={value[i] ?? ''}
          // The inserted text itself (typed, autofilled, insertText); the whole value when the browser gives none.
          onChange={(e) => onInput(i, (e.nativeEvent as InputEvent).data ?? e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={(e) => onPaste(i, e)}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={VERIFICATION_CODE_LENGTH}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this view
          autoFocus={autoFocus && i === 0}
          aria-label={`Digit ${i + 1}`}
          className={cn(
            'size-14 rounded-xl border bg-surface text-center text-2xl font-bold text-fg tabular-nums desk:size-16',
            'transition-colors focus:border-brand-500 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/25',
            value[i] ? 'border-brand-400' : 'border-line-strong',
          )}
        />
      ))}
    </div>
  )
}
