export type Slide = 'none' | 'forward' | 'back'

/**
 * The activity layout slides left on a new page and right when going back to a page
 * already seen in this visit. `visited` holds the history keys seen so far.
 */
export function slideDirection(key: string, visited: Set<string>, first: boolean): Slide {
  if (first) {
    visited.add(key)
    return 'none'
  }
  if (visited.has(key)) return 'back'
  visited.add(key)
  return 'forward'
}
