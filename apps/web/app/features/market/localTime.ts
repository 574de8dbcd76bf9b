import { formatDateTime, toMillis } from '@kid/shared/format/time'

/**
 * The spec's date display ('MMM DD, YYYY HH:mm:ss') in this computer's time zone: when a listing
 * ends or an offer expires, to the second a person would act by. Rendered on the server it shows
 * the server's zone, so callers render it in the browser or accept the hydration difference.
 */
export function localDateTime(input: string | number): string {
  const offsetMinutes = -new Date(toMillis(input)).getTimezoneOffset()
  return formatDateTime(input, { offsetMinutes })
}
