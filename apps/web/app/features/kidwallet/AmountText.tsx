/** An amount, or a dash that screen readers hear as "not loaded" while it is read. */
export function AmountText({ value }: { value: string | undefined }) {
  return value === undefined ? (
    <>
      <span aria-hidden="true" className="text-fg-muted">
        —
      </span>
      <span className="sr-only">not loaded</span>
    </>
  ) : (
    value
  )
}
