import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by the build (scripts/vite-route-preloads.ts): what a path's first screen loads after the entry. */
interface RoutePreload {
  prefix: string;
  /** One screen's path alone, `:name` segments matching any one segment. */
  exact?: true;
  scripts: string[];
  styles: string[];
}

const PRELOADS_FILE = path.join('.vite', 'route-preloads.json');
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

async function routePreloads(distDir: string): Promise<RoutePreload[]> {
  try {
    return JSON.parse(await readFile(path.join(distDir, PRELOADS_FILE), 'utf8')) as RoutePreload[];
  } catch {
    return []; // an older build, or none: the page loads as it always did
  }
}

function sameScreen(pattern: string, urlPath: string): boolean {
  const want = pattern.split('/');
  const got = urlPath.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

function applies({ prefix, exact }: RoutePreload, urlPath: string): boolean {
  return exact ? sameScreen(prefix, urlPath) : urlPath === prefix || urlPath.startsWith(`${prefix}/`);
}

function linksFor(preloads: RoutePreload[], urlPath: string): string {
  const matching = preloads.filter((preload) => applies(preload, urlPath));
  const scripts = new Set(matching.flatMap((p) => p.scripts).filter((f) => ASSET.test(f)));
  const styles = new Set(matching.flatMap((p) => p.styles).filter((f) => ASSET.test(f)));
  // Scripts in CORS mode as Vite writes its own, so the import uses the preload; low priority,
  // so the page's stylesheets and entry (all the spinning loader waits for) come first. The
  // screen's styles are the page's own from the start (a few kB), rather than added by its code
  // while the screen is being drawn: each added sheet has the page's styles worked out again.
  return [
    ...[...scripts].map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${f}">`),
    ...[...styles].map((f) => `<link rel="stylesheet" href="${f}">`),
  ].join('');
}

/**
 * index.html for a path of the app. Under a prefix the build lists (the signed-in area, its
 * dashboard) the page also names the code its first screen loads, so the browser fetches it
 * all beside the entry rather than in turn, as each piece that imports the next has run.
 */
export async function pageHtml(distDir: string, urlPath: string): Promise<string> {
  const [html, preloads] = await Promise.all([readFile(path.join(distDir, 'index.html'), 'utf8'), routePreloads(distDir)]);
  const links = linksFor(preloads, urlPath.replace(/(?<!\/)\/+$/, ''));
  return links ? html.replace('</head>', `${links}</head>`) : html;
}
