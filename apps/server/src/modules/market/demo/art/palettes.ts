/**
 * Named palettes the flat styles (Bauhaus, Truchet, flow fields) draw from: the first colour is
 * the ground, the rest the ink. The name is the piece's "Palette" trait.
 */
export type Palette = { name: string; ground: string; inks: readonly string[] }

export const PALETTES: readonly Palette[] = [
  { name: 'Bauhaus', ground: '#f1ebdd', inks: ['#d7263d', '#f4b400', '#1b3a8c', '#1a1a1a'] },
  { name: 'Terracotta', ground: '#f4e6d4', inks: ['#c8553d', '#e0a458', '#2e5266', '#3b2e2a'] },
  { name: 'Harbor', ground: '#0f1c2e', inks: ['#f2d0a4', '#e76f51', '#2a9d8f', '#e9c46a'] },
  { name: 'Mint Tea', ground: '#eef5ee', inks: ['#3a7d44', '#9dc08b', '#f26430', '#2d2a32'] },
  { name: 'Ink & Rose', ground: '#1b1b1e', inks: ['#f7b2bd', '#ee6c4d', '#f4f1de', '#7d8cc4'] },
  { name: 'Riso', ground: '#f6f0e6', inks: ['#ff48b0', '#0078bf', '#ffe800', '#00a95c'] },
  { name: 'Glacier', ground: '#e8f1f5', inks: ['#1d3557', '#457b9d', '#a8dadc', '#e63946'] },
  { name: 'Ember', ground: '#16100c', inks: ['#ff7a00', '#ffb627', '#c1121f', '#fdf0d5'] },
  { name: 'Orchard', ground: '#fbf5e9', inks: ['#6a994e', '#bc4749', '#f2e8cf', '#386641'] },
  { name: 'Nocturne', ground: '#0b0d21', inks: ['#5465ff', '#9bb1ff', '#e2fdff', '#ff6f91'] },
]
