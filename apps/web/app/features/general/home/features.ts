import type { LucideIcon } from 'lucide-react'
import { AtSign, Brain, Gift, Palette, Rocket, Store, Tag, UsersRound } from 'lucide-react'
import { type Domain, liveOnly } from '../../../lib/domains.ts'

export type Feature = {
  title: string
  text: string
  to: string
  cta: string
  icon: LucideIcon
  tint: string
  domain: Domain
}

/** What you can do on KID: one tile per section of the product whose pages exist. */
export const FEATURES: Feature[] = liveOnly<Feature>([
  {
    title: 'Marketplace',
    text: 'Buy, sell and make offers on NFTs at a fixed price or by auction. Creators earn a royalty on every sale.',
    to: '/marketplace',
    cta: 'Explore the marketplace',
    icon: Store,
    tint: 'from-brand-500 to-brand-700',
    domain: 'market',
  },
  {
    title: 'Create',
    text: 'Upload your art, set a royalty and mint it into your own collection, on the chain, from your wallet.',
    to: '/nftCreate',
    cta: 'Create your first NFT',
    icon: Palette,
    tint: 'from-accent-500 to-brand-600',
    domain: 'market',
  },
  {
    title: 'Sell',
    text: 'List what you own at a fixed price or as an auction, and follow every offer and sale as it happens.',
    to: '/sellList',
    cta: 'List an NFT',
    icon: Tag,
    tint: 'from-emerald-400 to-brand-500',
    domain: 'market',
  },
  {
    title: 'Launchpad',
    text: 'Follow upcoming drops on the calendar, get on whitelists and mint the moment a collection goes live.',
    to: '/launchpad',
    domain: 'launchpad',
    cta: 'See upcoming drops',
    icon: Rocket,
    tint: 'from-accent-500 to-brand-500',
  },
  {
    title: '.kid names',
    text: 'Register a readable .kid name for your wallet, renew it and use it as your identity across KID.',
    to: '/kid',
    domain: 'kns',
    cta: 'Find your .kid name',
    icon: AtSign,
    tint: 'from-cyan-400 to-brand-500',
  },
  {
    title: 'Blind boxes',
    text: 'Redeem a code for a sealed box, mint it on-chain and open it to reveal the NFT inside.',
    to: '/blindBox',
    domain: 'bbox',
    cta: 'Open a blind box',
    icon: Gift,
    tint: 'from-warning-500 to-accent-500',
  },
  {
    title: 'Communities',
    text: 'Join groups, follow creators, read the news and talk with fans about the projects you care about.',
    to: '/community',
    domain: 'community',
    cta: 'Join a community',
    icon: UsersRound,
    tint: 'from-emerald-400 to-cyan-400',
  },
  {
    title: 'Quiz',
    text: 'Play the Web3 quiz, use swap, skip and revival cards to stay in the game and earn bricks rewards.',
    to: '/activity',
    domain: 'quiz',
    cta: 'Play the quiz',
    icon: Brain,
    tint: 'from-brand-400 to-accent-400',
  },
])
