export type HeaderTone = 'light' | 'dark'
