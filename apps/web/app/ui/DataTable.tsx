import type { ReactNode } from 'react'
import { cn } from './cn.ts'

export type DataRow = { key: number | string; cells: ReactNode[] }

/**
 * A table of records that becomes a stack of cards on a phone (below `desk:`): each row a card,
 * each cell a "label · value" line, so nothing scrolls sideways at 375 px. The header row stays
 * in the accessibility tree (visually hidden on phones); a card's labels are the cells' `::before`
 * (from `data-label`), so a cell's text stays its value alone.
 */
export function DataTable({
  head,
  rows,
  label,
  className,
}: {
  head: string[]
  rows: DataRow[]
  label?: string
  className?: string
}) {
  return (
    <table aria-label={label} className={cn('w-full text-left text-sm', className)}>
      <thead className="text-xs text-fg-muted uppercase max-desk:sr-only">
        <tr className="border-b border-line">
          {head.map((h) => (
            <th key={h} scope="col" className="py-2 pr-3 font-semibold last:pr-0">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-desk:flex max-desk:flex-col max-desk:gap-3">
        {rows.map((row) => (
          <tr
            key={row.key}
            className={cn(
              'border-b border-line last:border-0',
              'max-desk:flex max-desk:flex-col max-desk:gap-1.5 max-desk:rounded-xl max-desk:border max-desk:bg-surface max-desk:p-4 max-desk:last:border',
            )}
          >
            {row.cells.map((cell, i) => (
              <td
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                key={i}
                data-label={head[i]}
                className={cn(
                  'py-3 pr-3 align-middle last:pr-0',
                  'max-desk:flex max-desk:items-baseline max-desk:justify-between max-desk:gap-4 max-desk:p-0',
                  'max-desk:before:shrink-0 max-desk:before:text-xs max-desk:before:text-fg-muted max-desk:before:uppercase max-desk:before:content-[attr(data-label)]',
                )}
              >
                <span className="min-w-0 max-desk:truncate max-desk:text-right">{cell ?? '—'}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
