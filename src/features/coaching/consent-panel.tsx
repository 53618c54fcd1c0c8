import { useState } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { CONSENT_LABELS, type ConsentScope } from '../../../schemas/coaching';
import { ConfirmButton } from './confirm-button';
import { ConsentChoice, type Granted } from './consent-choice';
import { EngagementSection } from './engagement-section';

interface ConsentPanelProps {
  scope: ConsentScope;
  coach: string;
  busy: boolean;
  onChange(scope: ConsentScope): void;
}

/** The coachee's consent: what the coach sees now, a change of it, and withdrawing it (asked first). */
export function ConsentPanel({ scope, coach, busy, onChange }: ConsentPanelProps) {
  const [choice, setChoice] = useState<Granted>(scope === 'none' ? 'plan_only' : scope);
  const withdrawn = scope === 'none';
  return (
    <EngagementSection title="What your coach sees" description={`Now: ${CONSENT_LABELS[scope]}.`}>
      {withdrawn && (
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>You withdrew your consent: {coach} sees nothing of your material. You can share again below.</Callout.Text>
        </Callout.Root>
      )}
      <ConsentChoice value={choice} onChange={setChoice} name="consent" />
      <Flex gap="3" wrap="wrap">
        <Button disabled={busy || choice === scope} onClick={() => onChange(choice)}>
          {withdrawn ? 'Share again' : 'Save what my coach sees'}
        </Button>
        {!withdrawn && (
          <ConfirmButton label="Withdraw consent" title="Withdraw consent?" confirm="Withdraw consent" busy={busy} onConfirm={() => onChange('none')}>
            {coach} will no longer see your report, your plan, your notes or your sessions, and cannot work with you in this coaching until you share again.
            Nothing is deleted.
          </ConfirmButton>
        )}
      </Flex>
      <Text size="1" color="gray">
        Every change is recorded with its time.
      </Text>
    </EngagementSection>
  );
}
