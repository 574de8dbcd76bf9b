import type { TierView } from '@kid/shared/bbox-calls'

/** A series' published odds: every prize tier with its weight out of the prize count. */
export function OddsTable({ tiers, caption }: { tiers: TierView[]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left text-xs text-fg-muted">
          <th scope="col" className="pb-1 font-medium">
            Prize
          </th>
          <th scope="col" className="pb-1 text-right font-medium">
            Chance
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((t) => (
          <tr key={t.tier} className="border-t border-line">
            <td className="py-1.5">
              <span className="flex items-center gap-2">
                <img
                  src={t.image}
                  alt=""
                  width={28}
                  height={28}
                  className="size-7 rounded-md"
                  loading="lazy"
                />
                <span className="font-semibold text-fg">{t.name}</span>
              </span>
            </td>
            <td className="py-1.5 text-right tabular-nums text-fg">{t.chance}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
