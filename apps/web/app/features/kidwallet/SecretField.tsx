import { controlClass, Field, useFieldIds } from '../../ui/Field.tsx'

/** Where a recovery phrase or private key is typed: no autocomplete, no spelling help, no capitals. */
export function SecretField({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (value: string) => void
  error?: string
}) {
  const { inputId, described } = useFieldIds(undefined, error)
  return (
    <Field inputId={inputId} label="Recovery phrase or private key" error={error}>
      <textarea
        id={inputId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={controlClass(error, 'px-3.5 py-3 font-mono', 'resize-y')}
      />
    </Field>
  )
}
