import qrcode from 'qrcode-generator'

/**
 * A QR code as a standalone SVG: one path of unit squares on white, with a four-module quiet zone.
 * The server draws the app-download code with it; the wallet's Receive page loads it on demand.
 */
export function qrSvg(value: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  const size = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`
  const box = size + 8
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-4 -4 ${box} ${box}" shape-rendering="crispEdges"><rect x="-4" y="-4" width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
}
