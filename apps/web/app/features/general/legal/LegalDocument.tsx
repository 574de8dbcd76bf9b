import type { ReactNode } from 'react'

export type LegalSection = { id: string; heading: string; body: ReactNode }

/** A legal page: title, date, intro, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string
  updated: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  return (
    <article className="prose-legal">
      <header className="border-b border-line pb-8">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Legal</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-fg desk:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-fg-subtle">Last updated: {updated}</p>
        <div className="mt-6 text-base leading-7 text-fg-muted">{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-xl bg-canvas p-5">
        <h2 className="!m-0 text-sm font-semibold text-fg">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-sm desk:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
          <h2 id={`${s.id}-h`}>
            {i + 1}. {s.heading}
          </h2>
          {s.body}
        </section>
      ))}
    </article>
  )
}
