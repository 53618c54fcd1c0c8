import { Button } from '@radix-ui/themes';
import type { Failure } from '../../machines/failure';
import { staleChange } from '../../machines/stale-edit';
import { FailureCallout } from './failure-callout';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Hana Admin changed this at 18:40" (local time; the date too when not today). */
function staleSentence(failure: Failure | null | undefined, now = new Date()): string {
  const { by, at } = staleChange(failure);
  const when = at ? new Date(at) : null;
  const moment =
    when && !Number.isNaN(when.getTime())
      ? sameDay(when, now)
        ? `at ${time(when)}`
        : `on ${when.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })} at ${time(when)}`
      : 'since you opened it';
  return `${by ?? 'Someone else'} changed this ${moment}.`;
}

interface StaleEditCalloutProps {
  error: Failure | null | undefined;
  /** What was not saved: "Your changes were not saved." unless a screen says better. */
  lead?: string;
  /** Reads it again as it is now; what was entered here is dropped. */
  onReload: () => void;
  reloadLabel?: string;
  /** Keeps what was entered, unsaved (the form stays open). */
  onDismiss?: () => void;
  busy?: boolean;
}

/** The one message for a save refused as stale (412): who changed it and when, and Reload. */
export function StaleEditCallout({ error, lead = 'Your changes were not saved.', onReload, reloadLabel = 'Reload', onDismiss, busy }: StaleEditCalloutProps) {
  return (
    <FailureCallout
      lines={[`${staleSentence(error)} ${lead}`]}
      onDismiss={onDismiss}
      action={
        <Button type="button" size="1" loading={busy} onClick={onReload}>
          {reloadLabel}
        </Button>
      }
    />
  );
}
