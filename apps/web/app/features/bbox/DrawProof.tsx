import type { DrawProof as Proof } from '@kid/shared/bbox-calls'
import { useState } from 'react'
import { Button } from '../../ui/Button.tsx'

/**
 * The data that lets anyone recompute the prize: the revealed salt, the entropy fixed at mint, the
 * box id (the commitment keccak256(salt)), the tier weights and the formula. "Recompute" runs the
 * same draw in this browser (the hashing code loads only then).
 */
export function DrawProof({ proof, tier, tierName }: { proof: Proof; tier: number; tierName: string }) {
  const [result, setResult] = useState<string | null>(null)
  async function recompute() {
    const { drawOf, commitmentOf } = await import('@kid/contracts/bbox/draw')
    const committed = BigInt(commitmentOf(proof.salt)) === BigInt(proof.tokenId)
    const draw = drawOf({
      salt: proof.salt,
      entropy: BigInt(proof.entropy),
      tokenId: BigInt(proof.tokenId),
      weights: proof.weights,
    })
    const same = committed && draw.prize === proof.prize && draw.tier === tier
    setResult(
      same
        ? `Checked: keccak256(salt) is this box's id, and the draw gives prize ${draw.prize} of ${proof.prizeCount}, ${tierName}, as on chain.`
        : 'This does not match: the salt or the draw differs from what the chain recorded.',
    )
  }
  const rows: [string, string][] = [
    ['Salt (revealed at opening)', proof.salt],
    ['Entropy (fixed at mint)', proof.entropy],
    ['Box id = keccak256(salt)', proof.tokenId],
    ['Tier weights', `${proof.weights.join(' + ')} = ${proof.prizeCount}`],
    ['Drawn', `${proof.prize} of 0…${proof.prizeCount - 1}`],
    ['Formula', proof.formula],
  ]
  return (
    <section aria-labelledby="proof-title" className="space-y-3 rounded-2xl border border-line bg-canvas p-5">
      <h2 id="proof-title" className="text-base font-bold text-fg">
        Check the draw yourself
      </h2>
      <dl className="space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="text-fg-muted">{term}</dt>
            <dd className="break-all font-mono text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="outline" size="sm" onClick={recompute}>
        Recompute in this browser
      </Button>
      {result && (
        <p role="status" className="text-sm font-semibold text-fg">
          {result}
        </p>
      )}
    </section>
  )
}
