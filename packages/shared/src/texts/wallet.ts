// Wallet and chain.
export const signError = 'sign error !'
export const signatureDenied = 'Signature denied'
export const bindOneAddress = 'Please bind one address'
export const tryAgain = 'Please try again'
export const contractError = 'The contract is error'
export const web3Error = 'web3 error'
export const walletTakenByOtherAccount =
  'There is already an account with this wallet. Log into another wallet.'
export const connectYourWallet = 'Please connect your wallet.'
export const switchToAnotherWallet = 'Switch to another wallet.'
export const disconnectPrompt = 'Are you sure to disconnect this wallet address?'
