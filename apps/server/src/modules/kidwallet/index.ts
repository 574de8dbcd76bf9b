/** The KID wallet module's public surface: the only file of modules/kidwallet that other modules may import. */
export { registerKidWallet } from './module.ts'
export type { KidWallets } from './service.ts'
