/** The spec shows only '2024 ... All Rights Reserved'; the middle is our product name. */
export const copyright = '© 2024 KID. All Rights Reserved'
