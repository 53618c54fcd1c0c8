/*
 * The public site's own line icons, one path each. Why not @radix-ui/react-icons: that
 * package is a single module, so any icon from it brings every icon the app uses (~17 kB
 * gzip) into the landing's first load.
 */

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

const PATHS = {
  check: 'M20 6 9 17l-5-5',
  arrowRight: 'M5 12h14m-7-7 7 7-7 7',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M18 6 6 18M6 6l12 12',
  survey: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm4 9 2 2 4-4',
  weights: 'M4 21v-7m0-4V3m8 18v-9m0-4V3m8 18v-5m0-4V3M1 14h6m2-6h6m2 8h6',
  levels: 'm12 2 10 5-10 5L2 7zm-10 10 10 5 10-5M2 17l10 5 10-5',
  target: `${circle(12, 12, 10)}${circle(12, 12, 6)}${circle(12, 12, 2)}`,
  report: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm0 0v6h6M16 13H8m8 4H8m2-8H8',
  growth: 'm22 7-8.5 8.5-5-5L2 17M16 7h6v6',
  bell: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9m4.3 13a1.94 1.94 0 0 0 3.4 0',
  dashboard: 'M3 3h7v9H3zm11 0h7v5h-7zm0 9h7v9h-7zM3 16h7v5H3z',
  sparkles: 'm12 3 1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM19 3v4m2-2h-4M5 17v4m2-2H3',
  coaching: 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z',
  analytics: 'M3 3v18h18M7 16v-4m5 4V8m5 8v-7',
  demo: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm4 18h8m-4-4v4m-2-14 5 3-5 3z',
  mail: 'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 3-10 6L2 7',
  done: `${circle(12, 12, 10)}m7 0 2 2 4-4`,
  retry: 'M21 12a9 9 0 1 1-2.6-6.4L21 8m0-5v5h-5',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative icon in the current text colour; the text beside it says what it means. */
export function Icon({ name, size = 18 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="icon"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
