import { useActorRef, useSelector } from '@xstate/react';
import { Button, Skeleton } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { CompanySecurityMachine } from '../../../machines/company-security.machine';
import { CompanySecurity } from '../../../schemas/two-factor';
import { companySecurityUi } from '../../../schemas/two-factor.ui';
import { FailureCallout } from '../../components/failure-callout';
import { StaleEditCallout } from '../../components/stale-edit-callout';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { failureSummary } from '../../lib/error-messages';
import { useOnEnter } from '../../lib/use-on-enter';
import { liveCompanySecurityFlow } from './two-factor-flows';

export interface CompanySecuritySettingProps {
  flow?: CompanySecurityMachine;
  snapshot?: SnapshotFrom<CompanySecurityMachine>;
}

/** The admin's rule: two-factor sign-in required of admins and anyone holding an area. */
export function CompanySecuritySetting({ flow = liveCompanySecurityFlow, snapshot }: CompanySecuritySettingProps) {
  const { t } = useTranslation('account');
  const actor = useActorRef(flow, snapshot ? { snapshot } : undefined);
  const state = useSelector(actor, (s) => s.value as string);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const settings = useSelector(actor, (s) => s.context.draft ?? s.context.settings);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const toast = useToast();
  useOnEnter(state, 'saved', () => toast({ title: settings?.require_two_factor ? t('companySecurity.nowRequired') : t('companySecurity.noLongerRequired') }));

  if (state === 'loadFailed') {
    return (
      <FailureCallout
        lines={[t('companySecurity.loadFailed'), ...failureSummary(error!)]}
        action={
          <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'retry' })}>
            {t('companySecurity.tryAgain')}
          </Button>
        }
      />
    );
  }
  if (!settings) return <Skeleton height="48px" />;
  return (
    <>
      {state === 'stale' && (
        <StaleEditCallout error={saveError} onReload={() => actor.send({ type: 'reload' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />
      )}
      <SchemaForm<CompanySecurity>
        schema={CompanySecurity}
        uiSchema={companySecurityUi}
        idPrefix="company-security"
        formData={settings}
        onSubmit={(value) => actor.send({ type: 'save', settings: value })}
        busy={busy}
        serverErrors={state === 'saveFailed' ? saveError : null}
        onDismissErrors={() => actor.send({ type: 'clearErrors' })}
        submitText={t('companySecurity.save')}
      />
    </>
  );
}
