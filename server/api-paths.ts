/** Paths the server answers itself (and Vite's dev server passes on to it); every other GET is the single-page app. */
export const API_PREFIXES = ['/api', '/auth', '/survey', '/competency', '/feedback', '/dashboard', '/team', '/coaching'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0]!;
  return API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}
