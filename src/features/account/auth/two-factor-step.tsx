import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TwoFactorCode } from '../../../../schemas/two-factor';
import { twoFactorCodeUi } from '../../../../schemas/two-factor.ui';
import { SchemaForm } from '../../../components/form/index';
import { useSessionActor, useSessionBusy, useSessionError, useSessionStatus } from '../../../lib/session/index';
import { AuthLayout } from '../../../components/auth-layout';

/** The second step of signing in with two-factor sign-in on: the app's code, or a recovery code. */
export function TwoFactorStep() {
  const { t } = useTranslation('account');
  const session = useSessionActor();
  const busy = useSessionBusy();
  const error = useSessionError();
  const status = useSessionStatus();
  return (
    <AuthLayout title={t('twoFactorStep.title')} description={t('twoFactorStep.description')}>
      <SchemaForm<TwoFactorCode>
        schema={TwoFactorCode}
        uiSchema={twoFactorCodeUi}
        idPrefix="two-factor-code"
        onSubmit={({ code }) => session.send({ type: 'submitCode', code })}
        busy={busy}
        serverErrors={status === 'codeFailed' ? error : null}
        onDismissErrors={() => session.send({ type: 'clearErrors' })}
        submitText={t('twoFactorStep.submit')}
        footer={
          <Flex justify="center" mt="1">
            <Button type="button" variant="ghost" color="gray" disabled={busy} onClick={() => session.send({ type: 'cancelCode' })}>
              {t('twoFactorStep.otherAccount')}
            </Button>
          </Flex>
        }
      />
    </AuthLayout>
  );
}
