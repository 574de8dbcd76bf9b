/**
 * Where uploaded files go. Keys are content-addressed (`yyyy/mm/<sha256>.<ext>`), so a put of an
 * existing key is a no-op and files never change: they may be cached forever.
 */
export interface FileStorage {
  /** Stores the local file under key (the caller removes the local file afterwards). */
  put(key: string, localFile: string, contentType: string): Promise<void>
  /** The URL clients fetch the object at. */
  url(key: string): string
}
