import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/** axe-core's source, evaluated by the test driver: an added <script> tag would break the page's CSP. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }

/**
 * Runs axe-core in the page and returns the serious and critical violations, WCAG 2 A/AA rules.
 * It first lets running transitions and animations end (a dialog fading in measures as low
 * contrast mid-way); endless ones, such as spinners, are not waited for.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    // A frame first: what mounted just now starts its transitions on the next one.
    await new Promise((frame) => requestAnimationFrame(frame))
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    )
  })
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 3).map((node) => ({ target: node.target })),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
