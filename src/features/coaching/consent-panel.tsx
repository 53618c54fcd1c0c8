import { useState } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ConsentScope } from '../../../schemas/coaching';
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
  const { t } = useTranslation('coaching');
  const [choice, setChoice] = useState<Granted>(scope === 'none' ? 'plan_only' : scope);
  const withdrawn = scope === 'none';
  return (
    <EngagementSection title={t('consent.label')} description={t('consent.now', { scope: t(`consent.scope.${scope}`) })}>
      {withdrawn && (
        <Callout.Root color="gray" size="1">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>{t('consent.withdrawnNote', { coach })}</Callout.Text>
        </Callout.Root>
      )}
      <ConsentChoice value={choice} onChange={setChoice} name="consent" />
      <Flex gap="3" wrap="wrap">
        <Button disabled={busy || choice === scope} onClick={() => onChange(choice)}>
          {withdrawn ? t('consent.shareAgain') : t('consent.save')}
        </Button>
        {!withdrawn && (
          <ConfirmButton
            label={t('consent.withdraw')}
            title={t('consent.withdrawTitle')}
            confirm={t('consent.withdraw')}
            busy={busy}
            onConfirm={() => onChange('none')}
          >
            {t('consent.withdrawText', { coach })}
          </ConfirmButton>
        )}
      </Flex>
      <Text size="1" color="gray">
        {t('consent.recorded')}
      </Text>
    </EngagementSection>
  );
}
