const KEY = 'kid:device-id'

/** A random id per browser, sent as the device header so a device block can apply. */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(KEY)
    if (!id) {
      id = crypto.randomUUID()
      localStorage.setItem(KEY, id)
    }
    return id
  } catch {
    return 'web'
  }
}
