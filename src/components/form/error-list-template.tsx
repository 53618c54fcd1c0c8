import type { ErrorListProps } from '@rjsf/utils';
import { FailureCallout } from '../failure-callout';

/** Errors shown at a field stay there; only errors about the form as a whole are listed. */
export function ErrorListTemplate({ errors }: ErrorListProps) {
  const formWide = errors.filter((e) => !e.property || e.property === '.');
  if (formWide.length === 0) return null;
  return <FailureCallout lines={formWide.map((e) => e.message ?? e.stack)} />;
}
