// Error page and unknown routes.
export const comingSoon = 'Coming Soon.'
export const pageNotFound = 'page not found'
export const pageNotFoundDetail = "Sorry, we can't find what you're looking for."
export const errorPageFault = 'An error occurred while showing the error page'
export const routeNotFound = 'This page could not be found'
/** A request error without a message of its own. */
export const genericError = 'Error'
