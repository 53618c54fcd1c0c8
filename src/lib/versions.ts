/**
 * The ETag of each resource as last read or written, by its GET path: a write sends it as If-Match, so that a save
 * from a copy someone else has since changed is refused (412) instead of silently undoing their change.
 */
const tags = new Map<string, string>();

const versionPath = (path: string) => path.split('?')[0]!;

export function rememberVersion(path: string, response: Response): void {
  const tag = response.headers.get('etag');
  if (tag) tags.set(versionPath(path), tag);
}

export const versionOf = (path: string): string | undefined => tags.get(versionPath(path));

/** Signing out forgets them with everything else of the session. */
export function forgetVersions(): void {
  tags.clear();
}
