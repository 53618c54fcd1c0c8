import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

// `<name>…</name>` in a translated sentence; not nested, as the catalogues write them.
const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence whose `<name>…</name>` parts become the given elements, with the part's words inside: a link,
 * a name kept in its own direction. The first screen uses it instead of react-i18next's Trans, whose HTML parser
 * weighs more than the dashboard itself; React still escapes every word.
 */
export function RichText({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : <Fragment key={match.index}>{match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
