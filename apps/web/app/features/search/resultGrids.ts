/** The search page's grids of collections and people, on its tabs and in the All tab alike. */
export const COLLECTION_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4'
export const PEOPLE_GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3'
