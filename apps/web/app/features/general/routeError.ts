import { isRouteErrorResponse } from 'react-router'

/** Status and message of whatever a route threw. */
export function describeRouteError(error: unknown): { status: number; message?: string } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown
    const message =
      typeof data === 'string' && data
        ? data
        : typeof data === 'object' && data && 'message' in data
          ? String(data.message)
          : error.statusText
    return { status: error.status, message: message || undefined }
  }
  return { status: 500, message: 'Internal Server Error' }
}
