import { Button, Callout, Flex, RadioCards, Text } from '@radix-ui/themes';
import { LockClosedIcon, PersonIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { useSelector } from '@xstate/react';
import { anySubmitted, audienceLocked, closedForGood, DATES_LOCKED } from '../../../../machines/survey-wizard/locks';
import type { Audience } from '../../../../schemas/survey';
import { i18n } from '../../../i18n';
import { machineSentence } from '../machine-words';
import { PeoplePicker } from './people-picker';
import { PositionPicker } from './position-picker';
import { useChoices, useStepErrors } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';

/** Why the audience can no longer change as it could, or null. */
function lockText(sealed: boolean, answered: boolean, audience: string): string | null {
  if (sealed) return i18n.t('survey:wizard.audience.sealed', { locked: machineSentence(DATES_LOCKED) });
  if (!answered) return null;
  return audience === 'Individual' ? i18n.t('survey:wizard.audience.answeredIndividual') : i18n.t('survey:wizard.audience.answeredPosition');
}

/** The two audiences; each keeps its own choice while the other is shown. */
export function AudienceStep() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const audience = useSelector(actor, (s) => s.context.data.audience);
  const locked = useSelector(actor, (s) => audienceLocked(s.context));
  const note = useSelector(actor, (s) => lockText(closedForGood(s.context), anySubmitted(s.context.submitted), audience));
  const errors = useStepErrors('audience');
  const { choices } = useChoices();
  if (choices.employees.length === 0) {
    return (
      <Flex direction="column" gap="4">
        <EmptyState
          icon={<PersonIcon width="32" height="32" aria-hidden="true" />}
          title={t('wizard.audience.nobodyTitle')}
          actions={
            <Button asChild>
              <Link to="/portrayal/admin/workforce">{t('wizard.audience.addEmployees')}</Link>
            </Button>
          }
        >
          {t('wizard.audience.nobodyText')}
        </EmptyState>
        <WizardNav step="audience" />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {note && (
        <Callout.Root color="amber" role="note">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>{note}</Callout.Text>
        </Callout.Root>
      )}
      <RadioCards.Root
        value={audience}
        columns={{ initial: '1', sm: '2' }}
        aria-label={t('wizard.steps.audience.title')}
        onValueChange={(value) => actor.send({ type: 'audience.choose', audience: value as Audience })}
      >
        {/* Locked: the audience chosen stays shown as chosen, the other cannot be picked. */}
        <RadioCards.Item value="Individual" disabled={locked && audience !== 'Individual'}>
          <Flex direction="column" width="100%">
            <Text weight="bold">{t('wizard.audience.individual')}</Text>
            <Text size="2" color="gray">
              {t('wizard.audience.individualText')}
            </Text>
          </Flex>
        </RadioCards.Item>
        <RadioCards.Item value="Position/Group" disabled={locked && audience !== 'Position/Group'}>
          <Flex direction="column" width="100%">
            <Text weight="bold">{t('wizard.audience.position')}</Text>
            <Text size="2" color="gray">
              {t('wizard.audience.positionText')}
            </Text>
          </Flex>
        </RadioCards.Item>
      </RadioCards.Root>
      {audience === 'Individual' ? (
        <PeoplePicker error={errors.fields.ratees ?? errors.fields.audience} />
      ) : (
        <PositionPicker error={errors.fields.position ?? errors.fields.designation ?? errors.fields.department ?? errors.fields.group} />
      )}
      <WizardNav step="audience" />
    </Flex>
  );
}
