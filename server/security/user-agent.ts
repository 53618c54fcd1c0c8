// First match wins: Edge and Opera say "Chrome" too, and Chrome says "Safari".
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  // Headless Chrome writes "HeadlessChrome/": no word boundary before Chrome.
  [/(?:\b|Headless)(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (ua: string, table: ReadonlyArray<[RegExp, string]>) => table.find(([pattern]) => pattern.test(ua))?.[1];

/** A User-Agent header in words a person recognises: "Firefox on Windows"; "Unknown browser" when it says nothing we know. */
export function browserOf(userAgent: string): string {
  // Bounded before any pattern runs (sessions.ts stores at most 512 characters anyway).
  const ua = userAgent.slice(0, 512);
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown browser');
}
