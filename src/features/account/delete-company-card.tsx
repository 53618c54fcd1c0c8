import { useState } from 'react';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { AlertDialog, Button, Callout, Card, Flex, Heading, Text, Theme } from '@radix-ui/themes';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { CompanyDeletionMachine } from '../../../machines/company-deletion.machine';
import { CompanyDeletion } from '../../../schemas/company-lifecycle';
import { DialogButtons } from '../../components/alert-dialog-parts';
import { SchemaForm } from '../../components/form';
import { useSessionActor } from '../../lib/session';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import { liveCompanyDeletionFlow } from './company-lifecycle-flows';

export interface DeleteCompanyCardProps {
  /** The company's name as the admin sees it: what they must type. */
  company: string;
  flow?: CompanyDeletionMachine;
  snapshot?: SnapshotFrom<CompanyDeletionMachine>;
}

const nameMark = { strong: <Text weight="bold" /> };

/**
 * The danger card: an admin deletes the whole company once they have typed its exact name and said so again in a
 * dialog. Done, the session is over (the server ended it): signed out to the public site.
 */
export function DeleteCompanyCard({ company, flow = liveCompanyDeletionFlow, snapshot }: DeleteCompanyCardProps) {
  const { t } = useTranslation('account');
  const { busy, error, status, submit, clearErrors } = useRequest(flow, snapshot);
  const [asking, setAsking] = useState<CompanyDeletion | null>(null);
  const session = useSessionActor();
  const navigate = useNavigate();
  useOnEnter(status, 'success', () => {
    session.send({ type: 'signOut' });
    navigate('/', { replace: true });
  });
  // A refusal is read on the form, where the name is.
  useOnEnter(status, 'failure', () => setAsking(null));
  const sameName: CustomValidator<Partial<CompanyDeletion>> = (data, errors) => {
    if (data?.name !== undefined && data.name !== company) errors.name?.addError(t('deleteCompany.notTheName'));
    return errors;
  };
  return (
    <Card size={{ initial: '2', sm: '4' }} style={{ boxShadow: 'inset 0 0 0 1px var(--red-a7)' }}>
      <Flex direction="column" gap="3" style={{ maxWidth: 640 }}>
        <Heading as="h2" size="4" color="red">
          {t('deleteCompany.title')}
        </Heading>
        <Callout.Root color="red" role="note">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <Trans t={t} i18nKey="deleteCompany.warning" values={{ company }} components={nameMark} />
          </Callout.Text>
        </Callout.Root>
        <Text as="p" size="2" color="gray">
          {t('deleteCompany.instruction')}
        </Text>
        {/* The form's own submit button in the danger colour: it starts the end of the company. */}
        <Theme accentColor="red" hasBackground={false}>
          <SchemaForm<CompanyDeletion>
            id="delete-company"
            idPrefix="delete-company"
            schema={CompanyDeletion as RJSFSchema}
            uiSchema={{ name: { 'ui:autocomplete': 'off' } }}
            customValidate={sameName}
            onSubmit={setAsking}
            busy={busy}
            serverErrors={error}
            onDismissErrors={clearErrors}
            submitText={t('deleteCompany.submit')}
          />
        </Theme>
      </Flex>
      <AlertDialog.Root open={asking !== null} onOpenChange={(open) => !open && !busy && setAsking(null)}>
        <AlertDialog.Content maxWidth="480px">
          <AlertDialog.Title>{t('deleteCompany.confirmTitle', { company })}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('deleteCompany.confirmText')}</AlertDialog.Description>
          <DialogButtons busy={busy}>
            <Button color="red" loading={busy} disabled={busy} onClick={() => asking && submit(asking)}>
              {t('deleteCompany.confirm')}
            </Button>
          </DialogButtons>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Card>
  );
}
