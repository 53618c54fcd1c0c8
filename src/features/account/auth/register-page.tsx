import { useEffect, useMemo, useRef } from 'react';
import { Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { registrationChoicesMachine, registrationMachine } from '../../../../machines/flows';
import { digitsOnly } from '../../../../schemas/email-rules';
import type { Registration } from '../../../../schemas/registration';
import { registrationUi } from '../../../../schemas/registration.ui';
import { SchemaForm } from '../../../components/form/index';
import { TextLink } from '../../../components/text-link';
import { useOnEnter } from '../../../lib/use-on-enter';
import { useRequest } from '../../../lib/use-request';
import { liveChoicesFlow, liveRegistrationFlow } from './auth-flows';
import { AuthLayout } from '../../../components/auth-layout';
import { registrationFormSchema } from './registration-schema';

interface RegisterPageProps {
  flow?: typeof registrationMachine;
  snapshot?: SnapshotFrom<typeof registrationMachine>;
  choicesFlow?: typeof registrationChoicesMachine;
  choicesSnapshot?: SnapshotFrom<typeof registrationChoicesMachine>;
}

const withDigitsOnly = (data: Partial<Registration>): Partial<Registration> =>
  data.contact_num === undefined ? data : { ...data, contact_num: digitsOnly(data.contact_num) || undefined };

/** Register a company and its first admin; then check the inbox (/verify-email). */
export function RegisterPage({ flow = liveRegistrationFlow, snapshot, choicesFlow = liveChoicesFlow, choicesSnapshot }: RegisterPageProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const choices = useRequest(choicesFlow, choicesSnapshot);
  const registration = useRequest(flow, snapshot);
  // What was typed survives the form being rebuilt when the lists arrive.
  const draft = useRef<Partial<Registration>>(snapshot?.context.input ?? {});

  const { status: choicesStatus, submit: askChoices } = choices;
  useEffect(() => {
    if (choicesStatus === 'idle') askChoices(undefined);
  }, [choicesStatus, askChoices]);
  useOnEnter(registration.status, 'success', () => navigate('/verify-email', { state: { email: registration.input?.email } }));

  const schema = useMemo(() => registrationFormSchema(choices.output), [choices.output]);
  const loadingChoices = choices.status === 'idle' || choices.status === 'requesting';

  return (
    <AuthLayout
      width={620}
      title={t('register.title')}
      description={t('register.description')}
      footer={
        <>
          <Text color="gray">{t('register.already')}</Text> <TextLink to="/authentication/login">{t('register.signIn')}</TextLink>
        </>
      }
    >
      {loadingChoices ? (
        <Flex align="center" justify="center" gap="2" py="9" role="status">
          <Spinner />{' '}
          <Text color="gray" size="2">
            {t('register.preparing')}
          </Text>
        </Flex>
      ) : (
        <>
          {choices.status === 'failure' && (
            <Callout.Root color="amber" mb="4">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{t('register.choicesFailed')}</Callout.Text>
              <Flex mt="1">
                <Button size="1" variant="soft" color="amber" onClick={choices.retry}>
                  {t('register.tryAgain')}
                </Button>
              </Flex>
            </Callout.Root>
          )}
          <SchemaForm<Registration>
            key={choices.status}
            schema={schema}
            uiSchema={registrationUi}
            formData={draft.current}
            onChange={(data) => {
              draft.current = withDigitsOnly(data);
              return draft.current;
            }}
            onSubmit={(data) => registration.submit(withDigitsOnly(data) as Registration)}
            busy={registration.busy}
            serverErrors={registration.error}
            onDismissErrors={registration.clearErrors}
            submitText={t('register.submit')}
          />
          <Text as="p" size="2" color="gray" mt="3">
            <Trans
              t={t}
              i18nKey="register.consent"
              components={{ terms: <TextLink to="/terms">{null}</TextLink>, privacy: <TextLink to="/privacy">{null}</TextLink> }}
            />
          </Text>
        </>
      )}
    </AuthLayout>
  );
}
