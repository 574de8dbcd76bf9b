/** The id of HomeMore's root, which the home page's hydrateWhenVisible watches. */
export const HOME_MORE_ID = 'home-more'
