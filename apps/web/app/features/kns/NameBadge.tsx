import type { KnsState } from '@kid/shared/kns/views'
import { Badge } from '../../ui/Badge.tsx'
import { STATE_BADGE } from './format.ts'

export function NameBadge({ state }: { state: KnsState }) {
  const { word, tone } = STATE_BADGE[state]
  return <Badge tone={tone}>{word}</Badge>
}
