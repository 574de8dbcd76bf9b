/** What a wallet is, in one sentence: said wherever KID asks for one. */
export const WALLET_IN_ONE_SENTENCE =
  'A wallet is an app that holds your NFTs and crypto and signs what you do on the chain; KID never sees its keys.'
