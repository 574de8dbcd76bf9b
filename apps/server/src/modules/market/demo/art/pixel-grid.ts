import type { PixelGrid } from './artwork.ts'
import { rgbOf } from './color.ts'

/** A small grid of colours (`#rrggbb`, or undefined = the ground) that pixel styles draw into. */
export class Pixels {
  private readonly cells: (string | undefined)[]
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.cells = new Array(width * height).fill(undefined)
  }

  get(x: number, y: number): string | undefined {
    return this.inside(x, y) ? this.cells[y * this.width + x] : undefined
  }

  set(x: number, y: number, colour: string | undefined): void {
    if (this.inside(x, y)) this.cells[y * this.width + x] = colour
  }

  /** The cells from (x0, y0) to (x1, y1), both corners included. */
  rect(x0: number, y0: number, x1: number, y1: number, colour: string | undefined): void {
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) this.set(x, y, colour)
  }

  /** Draws `part` (made at the origin) with its top-left corner at (left, top). */
  paste(part: Pixels, left: number, top: number): void {
    for (let y = 0; y < part.height; y++)
      for (let x = 0; x < part.width; x++) {
        const colour = part.get(x, y)
        if (colour) this.set(left + x, top + y, colour)
      }
  }

  /** A one-cell line of `colour` around the drawn shape, on the ground beside it: what makes a sprite read. */
  outline(colour: string): void {
    const edge: [number, number][] = []
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++) {
        if (this.get(x, y)) continue
        const near = [this.get(x - 1, y), this.get(x + 1, y), this.get(x, y - 1), this.get(x, y + 1)]
        if (near.some(Boolean)) edge.push([x, y])
      }
    for (const [x, y] of edge) this.set(x, y, colour)
  }

  /** Paints every cell still on the ground. */
  fillGround(colour: string): void {
    this.cells.forEach((cell, i) => {
      if (!cell) this.cells[i] = colour
    })
  }

  /** The grid as RGB bytes, the ground painted `ground`. */
  toGrid(ground: string): PixelGrid {
    const rgb = new Uint8Array(this.width * this.height * 3)
    for (const [i, colour] of this.cells.entries()) rgb.set(rgbOf(colour ?? ground), i * 3)
    return { width: this.width, height: this.height, rgb }
  }

  private inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height
  }
}
