/** The marketing site's pages: they boot without the router, the session or the forms. */
export const PUBLIC_PAGES = ['/', '/consulting-projects', '/master-class-certification', '/privacy', '/terms'] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The public page a path shows, trailing slash or not; null for every other path. */
export function publicPageOf(pathname: string): PublicPage | null {
  const path = pathname.length > 1 ? pathname.replace(/(?<!\/)\/+$/, '') : pathname;
  return (PUBLIC_PAGES as readonly string[]).includes(path) ? (path as PublicPage) : null;
}
