/** A recovery phrase as numbered words, in reading order (two columns on phones, three wider). */
export function PhraseWords({ words }: { words: string[] }) {
  return (
    <ol aria-label="Recovery phrase" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {words.map((word, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may repeat a word; its place is its identity
          key={i}
          className="flex items-center gap-2 rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-sm text-fg"
        >
          <span className="w-5 text-right text-xs text-fg-subtle" aria-hidden="true">
            {i + 1}
          </span>
          <span data-word={i + 1}>{word}</span>
        </li>
      ))}
    </ol>
  )
}
