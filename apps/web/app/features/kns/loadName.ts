import { labelOf, labelProblem } from '@kid/shared/kns/names'
import type { KnsStateAnswer } from '@kid/shared/kns/views'
import type { Reader } from '../market/api/reader.ts'
import { kns } from './api.ts'

/** A name page's loader part: the label of the path and its state, or the rule it breaks. */
export type LoadedName =
  | { label: string; name: KnsStateAnswer; problem?: undefined }
  | { label: string; name: null; problem: string }

export async function loadName(reader: Reader, param: string | undefined): Promise<LoadedName> {
  const label = labelOf(param ?? '')
  const problem = labelProblem(label)
  if (problem) return { label, name: null, problem }
  const name = await kns(reader)
    .state(label)
    .catch(() => null)
  return name
    ? { label, name }
    : { label, name: null, problem: 'This name could not be loaded. Reload the page to try again.' }
}
