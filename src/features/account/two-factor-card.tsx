import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Badge, Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { TwoFactorMachine } from '../../../machines/two-factor.machine';
import { PasswordAndCode, PasswordOnly } from '../../../schemas/two-factor';
import { passwordAndCodeUi, passwordOnlyUi } from '../../../schemas/two-factor.ui';
import { FailureCallout } from '../../components/failure-callout';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { failureSummary } from '../../lib/error-messages';
import { RecoveryCodesPanel } from './recovery-codes';
import { TwoFactorSetupPanel } from './two-factor-setup';
import { liveTwoFactorFlow } from './two-factor-flows';

export interface TwoFactorCardProps {
  flow?: TwoFactorMachine;
  snapshot?: SnapshotFrom<TwoFactorMachine>;
  /** Told when it turns on or off (the session re-reads the user: a required enrolment is then done). */
  onChange?(): void;
}

// The recovery codes a setup hands out: the count left is told against it.
const RECOVERY_CODES = 10;

const FORMS = {
  disable: { submit: 'twoFactor.disableSubmit', intro: 'twoFactor.disableIntro' },
  regenerate: { submit: 'twoFactor.regenerateSubmit', intro: 'twoFactor.regenerateIntro' },
} as const;

/** Two-factor sign-in on the account page: off → setting up → recovery codes once → on. */
export function TwoFactorCard({ flow = liveTwoFactorFlow, snapshot, onChange }: TwoFactorCardProps) {
  const { t } = useTranslation('account');
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const state = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const status = useSelector(actor, (s) => s.context.status);
  const setup = useSelector(actor, (s) => s.context.setup);
  const codes = useSelector(actor, (s) => s.context.recoveryCodes);
  const form = useSelector(actor, (s) => s.context.form);
  const error = useSelector(actor, (s) => s.context.error);
  const clearErrors = () => actor.send({ type: 'clearErrors' });
  const toast = useToast();
  // Turned on or off: a short toast, and the signed-in user changes with it (a required enrolment is done).
  const previous = useRef(state);
  useEffect(() => {
    const from = previous.current;
    previous.current = state;
    if (from === 'enabling' && state === 'showingCodes') toast({ title: t('twoFactor.turnedOn') });
    else if (from === 'disabling' && state === 'off') toast({ title: t('twoFactor.turnedOff') });
    else return;
    onChange?.();
  }, [state, toast, onChange, t]);

  if (state === 'loadFailed') {
    return (
      <FailureCallout
        lines={[t('twoFactor.loadFailed'), ...failureSummary(error!)]}
        action={
          <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
            {t('twoFactor.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (state === 'loading' || !status)
    return (
      <Flex direction="column" gap="2">
        <Skeleton height="24px" width="120px" />
        <Skeleton height="40px" />
      </Flex>
    );
  if (codes) return <RecoveryCodesPanel codes={codes} onDone={() => actor.send({ type: 'done' })} />;
  if (setup) {
    return (
      <TwoFactorSetupPanel
        setup={setup}
        busy={busy}
        error={error}
        onEnable={(input) => actor.send({ type: 'enable', input })}
        onCancel={() => actor.send({ type: 'cancel' })}
        onDismissErrors={clearErrors}
      />
    );
  }

  if (['off', 'starting', 'startFailed'].includes(state)) {
    return (
      <Flex direction="column" gap="3">
        <Flex gap="2" align="center">
          <Badge color="gray">{t('twoFactor.off')}</Badge>
          {status.required && <Badge color="amber">{t('twoFactor.required')}</Badge>}
        </Flex>
        <Text as="p" size="2">
          {t('twoFactor.intro')}
        </Text>
        {form === 'start' ? (
          <>
            <Text as="p" size="2">
              {t('twoFactor.confirmToStart')}
            </Text>
            <SchemaForm<PasswordOnly>
              schema={PasswordOnly}
              uiSchema={passwordOnlyUi}
              idPrefix="two-factor-start"
              onSubmit={(input) => actor.send({ type: 'start', input })}
              busy={busy}
              serverErrors={state === 'startFailed' ? error : null}
              onDismissErrors={clearErrors}
              submitText={t('twoFactor.continue')}
              footer={
                <Button type="button" variant="ghost" color="gray" disabled={busy} onClick={() => actor.send({ type: 'cancel' })}>
                  {t('cancel')}
                </Button>
              }
            />
          </>
        ) : (
          <Flex>
            <Button onClick={() => actor.send({ type: 'openForm', form: 'start' })}>{t('twoFactor.setUp')}</Button>
          </Flex>
        )}
      </Flex>
    );
  }

  // On (or a request of the on card in flight or refused).
  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Badge color="green">{t('twoFactor.on')}</Badge>
        <Text size="2" color="gray">
          {t('twoFactor.codesLeft', { left: status.recovery_codes_left, total: RECOVERY_CODES })}
        </Text>
      </Flex>
      {form && form !== 'start' ? (
        <>
          <Text as="p" size="2">
            {t(FORMS[form].intro)}
          </Text>
          <SchemaForm<PasswordAndCode>
            key={form}
            schema={PasswordAndCode}
            uiSchema={passwordAndCodeUi}
            idPrefix={`two-factor-${form}`}
            onSubmit={(input) => actor.send(form === 'disable' ? { type: 'disable', input } : { type: 'regenerate', input })}
            busy={busy}
            serverErrors={state === 'onFailed' ? error : null}
            onDismissErrors={clearErrors}
            submitText={t(FORMS[form].submit)}
            footer={
              <Button type="button" variant="ghost" color="gray" disabled={busy} onClick={() => actor.send({ type: 'cancel' })}>
                {t('cancel')}
              </Button>
            }
          />
        </>
      ) : (
        <Flex gap="3" wrap="wrap">
          <Button variant="soft" onClick={() => actor.send({ type: 'openForm', form: 'regenerate' })}>
            {t('twoFactor.newCodes')}
          </Button>
          {status.required ? (
            <Text size="2" color="gray">
              {t('twoFactor.cannotTurnOff')}
            </Text>
          ) : (
            <Button variant="soft" color="red" onClick={() => actor.send({ type: 'openForm', form: 'disable' })}>
              {t('twoFactor.turnOff')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
