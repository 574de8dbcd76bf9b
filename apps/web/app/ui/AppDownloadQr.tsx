import { APP_DOWNLOAD_QR_PATH, APP_DOWNLOAD_QR_SIZE } from '@kid/shared/routes'

/**
 * The QR code to download the app (spec 001 §2, 149x149): an image the server draws from its public
 * URL (app-qr.ts), so no page carries a QR encoder. `lazy` for places below the fold.
 */
export function AppDownloadQr({ lazy = false }: { lazy?: boolean }) {
  return (
    <div className="inline-flex rounded-lg bg-white p-2 ring-1 ring-line">
      <img
        src={APP_DOWNLOAD_QR_PATH}
        width={APP_DOWNLOAD_QR_SIZE}
        height={APP_DOWNLOAD_QR_SIZE}
        alt="QR code to download the KID app"
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
    </div>
  )
}
