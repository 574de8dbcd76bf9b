import QRCode from 'react-qr-code'

/** QR codes are shown at 149x149 (spec 001 §2, §9). */
export const QR_SIZE = 149

export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <div className="inline-flex rounded-lg bg-white p-2 ring-1 ring-line">
      <QRCode value={value} size={QR_SIZE} title={label} aria-label={label} role="img" />
    </div>
  )
}
