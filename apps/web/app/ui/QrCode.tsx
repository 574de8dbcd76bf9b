import qrcode from 'qrcode-generator'

/** QR codes are shown at 149x149 (spec 001 §2, §9). */
export const QR_SIZE = 149

type Encoded = { size: number; path: string }

/**
 * Encoding a QR code (choosing its mask pattern) costs far more than drawing it, and the codes we
 * show point at a handful of fixed URLs: each is encoded once per process and the SVG path reused,
 * on the server's every page render as in the browser.
 */
const encoded = new Map<string, Encoded>()

function encode(value: string): Encoded {
  const cached = encoded.get(value)
  if (cached) return cached
  const qr = qrcode(0, 'M')
  qr.addData(value)
  qr.make()
  const size = qr.getModuleCount()
  let path = ''
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) if (qr.isDark(row, col)) path += `M${col} ${row}h1v1h-1z`
  }
  const result = { size, path }
  encoded.set(value, result)
  return result
}

export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = encode(value)
  return (
    <div className="inline-flex rounded-lg bg-white p-2 ring-1 ring-line">
      <svg
        role="img"
        aria-label={label}
        width={QR_SIZE}
        height={QR_SIZE}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <title>{label}</title>
        <path d={path} fill="#000" />
      </svg>
    </div>
  )
}
