import { Button } from '@radix-ui/themes';
import type { Failure } from '../../machines/failure';
import { staleChange } from '../../machines/stale-edit';
import { FailureCallout } from './failure-callout';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
const time = (at: Date) => at.toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "Hana Admin changed this at 18:40" (local time; the date too when not today). */
function staleSentence(failure: Failure | null | undefined, now = new Date()): string {
  const { by, at } = staleChange(failure);
  const when = at ? new Date(at) : null;
  const who = by ?? i18n.t('stale.someoneElse');
  if (!when || Number.isNaN(when.getTime())) return i18n.t('stale.sinceOpened', { who });
  if (sameDay(when, now)) return i18n.t('stale.today', { who, time: time(when) });
  return i18n.t('stale.earlier', { who, day: when.toLocaleDateString(i18n.language, { day: 'numeric', month: 'short' }), time: time(when) });
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
export function StaleEditCallout({ error, lead, onReload, reloadLabel, onDismiss, busy }: StaleEditCalloutProps) {
  const { t } = useTranslation();
  return (
    <FailureCallout
      lines={[`${staleSentence(error)} ${lead ?? t('stale.notSaved')}`]}
      onDismiss={onDismiss}
      action={
        <Button type="button" size="1" loading={busy} onClick={onReload}>
          {reloadLabel ?? t('stale.reload')}
        </Button>
      }
    />
  );
}
