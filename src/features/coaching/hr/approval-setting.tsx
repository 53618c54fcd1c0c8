import { Card, Flex, Spinner, Switch, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SettingsFormSnapshot, SettingsFormStatus } from '../../../../machines/settings-form.machine';
import type { CoachingSettings } from '../../../../schemas/coaching';
import { FailureCallout } from '../../../components/failure-callout';
import { LoadFailedCallout } from '../../../components/load-failed-callout';
import { failureSummary } from '../../../lib/error-messages';
import { liveCoachingSettings, type CoachingSettingsMachine } from './hr-coaching-flows';

export interface ApprovalSettingFlows {
  settings?: CoachingSettingsMachine;
  settingsSnapshot?: SettingsFormSnapshot<CoachingSettings>;
}

/** The company's one coaching setting as a switch: each flip is saved at once (GET/PUT /coaching/settings/). */
export function ApprovalSetting({ flows = {} }: { flows?: ApprovalSettingFlows }) {
  const { t } = useTranslation('coaching');
  const actor = useActorRef(flows.settings ?? liveCoachingSettings, flows.settingsSnapshot ? { snapshot: flows.settingsSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as SettingsFormStatus);
  const settings = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  if (status === 'loadFailed') return <LoadFailedCallout line={t('approval.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  // While a flip is saved, the switch shows what was asked for.
  const on = (draft ?? settings)?.requires_approval ?? false;
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex gap="3" align="start" asChild>
          <Text as="label" size="2">
            <Switch
              checked={on}
              disabled={busy || !settings}
              onCheckedChange={(checked) => actor.send({ type: 'save', settings: { requires_approval: checked } })}
            />
            <Flex direction="column" gap="1">
              <Flex gap="2" align="center">
                <Text weight="medium">{t('approval.label')}</Text>
                {busy && <Spinner size="1" />}
              </Flex>
              <Text color="gray">{on ? t('approval.on') : t('approval.off')}</Text>
            </Flex>
          </Text>
        </Flex>
        {(status === 'saveFailed' || status === 'stale') && saveError && (
          <FailureCallout lines={[t('approval.notSaved'), ...failureSummary(saveError)]} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        )}
      </Flex>
    </Card>
  );
}
