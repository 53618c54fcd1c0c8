import { Button, Flex, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { stepOk } from '../../../../machines/survey-wizard/step-checks';
import { STEPS, type StepName } from '../../../../machines/survey-wizard/wizard-data';
import { FailureCallout } from '../../../components/failure-callout';
import { failureSummary } from '../../../lib/error-messages';
import { useWizardActor } from './wizard-state';
import { stepTitle } from './wizard-steps';

/** Saving a draft and its outcome: the button, "Draft saved", or why it was not. */
function DraftControls() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const published = useSelector(actor, (s) => s.context.published);
  const allowed = useSelector(actor, (s) => stepOk('details', s.context.data, s.context.choices));
  const saving = useSelector(actor, (s) => s.matches({ editing: { draft: 'savingDraft' } }));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const saved = useSelector(actor, (s) => s.context.draftSaved);
  if (published) return null;
  return (
    <Flex align="center" gap="3">
      {saved && (
        <Text size="2" color="green" role="status">
          <Flex align="center" gap="1">
            <CheckIcon aria-hidden="true" /> {t('wizard.nav.savedAsDraft')}
          </Flex>
        </Text>
      )}
      <Button
        type="button"
        variant="soft"
        size="3"
        loading={saving}
        disabled={!allowed || busy}
        title={allowed ? undefined : t('wizard.nav.detailsFirst')}
        onClick={() => actor.send({ type: 'saveDraft' })}
      >
        {t('wizard.nav.saveDraft')}
      </Button>
    </Flex>
  );
}

function DraftFailure() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const error = useSelector(actor, (s) => (s.matches({ editing: { draft: 'draftFailed' } }) ? s.context.draftError : null));
  if (!error) return null;
  return (
    <FailureCallout
      lines={[t('wizard.nav.draftFailed'), ...failureSummary(error)]}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={
        <Button size="1" onClick={() => actor.send({ type: 'retry' })}>
          {t('dialogs.tryAgain')}
        </Button>
      }
    />
  );
}

interface WizardNavProps {
  step: StepName;
  /** The details step's form has its own submit button, which is its Next. */
  withNext?: boolean;
}

/** Back, Save as draft and Next at the bottom of every step; after a refusal, back to editing and try again. */
export function WizardNav({ step, withNext = true }: WizardNavProps) {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.matches('submitFailed'));
  const at = STEPS.indexOf(step);
  const next = STEPS[at + 1];
  if (refused) {
    return (
      <Flex justify="between" gap="3" wrap="wrap" mt="5">
        <Button type="button" variant="soft" color="gray" size="3" onClick={() => actor.send({ type: 'edit' })}>
          {t('wizard.nav.backToEditing')}
        </Button>
        {withNext && (
          <Button type="button" size="3" onClick={() => actor.send({ type: 'retry' })}>
            {t('dialogs.tryAgain')}
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3" mt="5">
      <DraftFailure />
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        {at > 0 ? (
          <Button type="button" variant="soft" color="gray" size="3" disabled={busy} onClick={() => actor.send({ type: 'back' })}>
            <ArrowLeftIcon /> {t('wizard.nav.back')}
          </Button>
        ) : (
          <span />
        )}
        <Flex gap="3" align="center" wrap="wrap">
          <DraftControls />
          {withNext && next && (
            <Button type="button" size="3" disabled={busy} onClick={() => actor.send({ type: 'next' })}>
              {t('wizard.nav.next', { step: stepTitle(next) })} <ArrowRightIcon />
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
