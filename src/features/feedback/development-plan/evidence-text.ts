import type { ActionEvidence } from '../../../../schemas/development-library';
import { i18n } from '../../../i18n';
import { decimal } from '../../../i18n/format';

/** "+0.40", "−0.25", "±0.00": a change of others' score as the evidence shows it. */
export function signedChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '±';
  return `${sign}${decimal(Math.abs(change))}`;
}

/** What followed an action, in words: "+0.40 on average after 5 people did it", or not enough evidence yet. */
export function evidenceText(evidence: ActionEvidence): string {
  if (!evidence) return i18n.t('feedback:plan.noEvidence');
  return i18n.t('feedback:plan.evidence', { change: signedChange(evidence.mean_change), count: evidence.people });
}

/** Green when people improved after it, red when they fell back, gray otherwise. */
export function evidenceColor(evidence: ActionEvidence): 'green' | 'red' | 'gray' {
  if (!evidence || evidence.mean_change === 0) return 'gray';
  return evidence.mean_change > 0 ? 'green' : 'red';
}
