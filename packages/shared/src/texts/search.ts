// Notifications and search.
export const noNotification = 'No Notification'
export const searchPlaceholder = 'Search .kid names or address'
export const kidSearchPlaceholder = 'Search .kid names'
export const kidSearchMobileWarning =
  'Coming soon Please register on the computer It’s not yet available on phone'
