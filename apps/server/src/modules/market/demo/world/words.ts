/**
 * The word lists demo titles and descriptions draw from, written as one string each (`|` between
 * entries) so a list reads as a list. Lists that name items are at least as long as their
 * collection, so the n-th item's word (`nth`) repeats in none.
 */
const list = (entries: string) => entries.split('|')

export const FIRST_NAMES = list(
  'Juniper|Otis|Amara|Felix|Noor|Tobias|Ines|Kofi|Wren|Mateo|Sunny|Hugo|Yara|Ezra|Lumi|Bastian|Zadie|Ren|Olive|Caspian|' +
    'Ada|Bruno|Cleo|Dario|Elif|Farah|Gus|Hana|Idris|Jonas|Kaia|Leif|Mina|Nico|Orla|Pim|Quinn|Rosa|Sami|Tove|' +
    'Uma|Vito|Wanda|Xavi|Yusuf|Zora|Anouk|Bao|Chidi|Dagny|Emeka|Fern|Goran|Hedda|Ilse|Jules|Kenzo|Liesel|Marlo|Nell|' +
    'Omar|Priya|Rafa|Saoirse',
)
export const JOBS = list(
  'night-shift baker|bike courier|record-shop clerk|ferry captain|beekeeper|tattoo artist|piano tuner|' +
    'lighthouse keeper|street chess hustler|radio DJ|florist|sound engineer|ceramicist|taxi driver|library archivist',
)
export const TOWNS = list(
  'Lagos|Porto|Busan|Tbilisi|Oaxaca|Leeds|Nairobi|Hanoi|Valparaíso|Gdańsk|Accra|Kraków',
)
export const PLACES = list(
  'Kestrel Pass|Greywater|Alder Ridge|Hollow Peak|Lantern Valley|Fenwick Hills|Sorrel Fells|Highmoor|Blackthorn|' +
    'Juniper Gap|Tarn Head|Winter Col|Caldera Rim|Skarven|Oldmoor|Ravensgill|Storhaug|Cold Harbour|Mirefield|' +
    'Eagle Crag|Saltdean Heights|Ashfell|Brantwood|Glenmore|Kettle Tor|Larchmont|Nethercote|Pike o’ Stickle|' +
    'Quarry Edge|Rannoch|Scarth Gap|Thornbury Down|Upper Dale|Vatnahalsen|Wolf Pike|Yewbarrow|Zinal Ridge',
)
export const WHEN: Record<string, string> = {
  Dawn: 'at First Light',
  Day: 'at Noon',
  Dusk: 'at Dusk',
  Night: 'by Moonlight',
}
export const COUNTS = list('No|One|Two|Three|Four|Five|Six|Seven|Eight')
export const WINDS = list(
  'Undertow|Tailwind|Murmuration|Eddy|Slipstream|Crosscurrent|Cirrus|Silt|Backwash|Thermal|Gale|Riptide|Zephyr|' +
    'Meander|Estuary|Downdraft|Braid|Confluence|Spindrift|Rill|Whorl|Delta|Shoal|Katabatic|Wake|Doldrums',
)
export const PLANTS = list(
  'Ivy|Hornbeam|Yew|Boxwood|Privet|Laurel|Holly|Myrtle|Rosemary|Bramble|Fern|Clover|Hawthorn|Juniper|Lavender|' +
    'Heather|Sorrel|Thistle|Wisteria|Foxglove|Nettle|Sage|Willow|Hazel|Elder|Rowan|Birch|Moss|Sedge|Tansy|Yarrow',
)
export const MOODS = list('Grumpy|Sleepy|Tiny|Feral|Shy|Ancient|Hungry|Sneaky|Brave|Wobbly|Restless|Gloomy')
export const BEASTS = list('Imp|Blob|Wisp|Gnasher|Crawler|Hopper|Mite|Lurker|Nibbler|Grub')
export const DUNGEONS = list(
  'the Sunken Crypt|the Moss Caves|the Glass Mines|the Ember Forge|the Frozen Vault|the Rat King’s Cellar',
)

/** The entry for item `number` (from 1): each entry once before any comes again. */
export const nth = (entries: readonly string[], number: number) =>
  entries[(number - 1) % entries.length] ?? ''
