/**
 * A member of the demo world: an anvil dev account (its wallet; the keys are public, so only the
 * embedded chain), a username and a bio. Usernames start `demo_` and bios "Demo …": whoever
 * meets one on the site can tell it from a real member.
 */
export type DemoPerson = { dev: number; username: string; bio: string }

/**
 * Dev accounts 0–4 serve the deployer, the server signer and the tests; the demo takes 5 and up.
 * Accounts past 9 start without ETH: the demo's bank (dev account 0) funds them.
 */
export const DEMO_CREATORS = {
  mira: {
    dev: 5,
    username: 'demo_mira_okafor',
    bio: 'Demo creator. Pixel portraitist in Lagos; draws a face a day on a 24 × 24 grid and gives each one a story.',
  },
  theo: {
    dev: 6,
    username: 'demo_theo_lund',
    bio: 'Demo creator. Hikes in the Jotunheimen and paints the ridgelines afterwards, in code, one layer of haze at a time.',
  },
  ines: {
    dev: 7,
    username: 'demo_ines_moreau',
    bio: 'Demo creator. Graphic designer in Lyon. Ruler, compass, four colours: studies after the Bauhaus workshop posters.',
  },
  kenji: {
    dev: 10,
    username: 'demo_kenji_arata',
    bio: 'Demo creator. Generative artist in Osaka. Noise fields, long strokes, and the patience to let them settle.',
  },
  ada: {
    dev: 11,
    username: 'demo_ada_brennan',
    bio: 'Demo creator. Runs a tiny tape label in Cork and draws every sleeve from the same handful of tiles.',
  },
  sol: {
    dev: 12,
    username: 'demo_sol_reyes',
    bio: 'Demo creator. Indie game dev in Valparaíso; the critters of my dungeon crawler, one edition per monster.',
  },
} as const satisfies Record<string, DemoPerson>

/** The collectors who buy, make offers and bid. dev 8 was the demo's first collector and keeps its name. */
export const DEMO_COLLECTORS: readonly DemoPerson[] = [
  { dev: 8, username: 'demo_collector', bio: 'Demo collector. Buys what makes me look twice.' },
  {
    dev: 9,
    username: 'demo_june_park',
    bio: 'Demo collector. Pixel art, landscapes, anything with a moon in it.',
  },
  { dev: 13, username: 'demo_omar_haddad', bio: 'Demo collector. Generative art since the plotter days.' },
  { dev: 14, username: 'demo_lena_vogt', bio: 'Demo collector. Bauhaus nerd; I bid late.' },
]

/** Dev account 0, the deployer: it holds the stablecoin supply and funds the demo's newer accounts. */
export const DEMO_BANK = 0
