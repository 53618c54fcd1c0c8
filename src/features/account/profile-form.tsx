import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { profileUpdateMachine } from '../../../machines/flows';
import type { CurrentUser } from '../../../machines/current-user';
import { digitsOnly } from '../../../schemas/email-rules';
import { UserUpdate } from '../../../schemas/user';
import { userUpdateUi } from '../../../schemas/user.ui';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { useSessionActor } from '../../lib/session';
import { useOnEnter } from '../../lib/use-on-enter';
import { useRequest } from '../../lib/use-request';
import { liveProfileUpdateFlow } from './account-flows';

// On this form the names cannot be emptied (the PATCH schema makes every field optional).
// The language is always one of its five choices, "as my browser" (null) included.
const profileSchema: RJSFSchema = { ...structuredClone(UserUpdate), required: ['first_name', 'last_name', 'username', 'language'] };

export interface ProfileFormProps {
  user: CurrentUser;
  flow?: typeof profileUpdateMachine;
  snapshot?: SnapshotFrom<typeof profileUpdateMachine>;
}

export function ProfileForm({ user, flow = liveProfileUpdateFlow, snapshot }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const { busy, error, status, submit, clearErrors } = useRequest(flow, snapshot);
  const session = useSessionActor();
  const toast = useToast();
  useOnEnter(status, 'success', () => {
    toast({ title: t('profile.saved') });
    session.send({ type: 'refresh' });
  });
  return (
    <SchemaForm<UserUpdate>
      schema={profileSchema}
      uiSchema={userUpdateUi}
      formData={{
        first_name: user.first_name,
        last_name: user.last_name,
        username: user.username,
        contact_num: user.contact_num,
        language: user.language ?? null,
      }}
      onChange={(data) => (data.contact_num === undefined ? data : { ...data, contact_num: digitsOnly(data.contact_num) })}
      onSubmit={(changes) => submit({ id: user.id, changes })}
      busy={busy}
      serverErrors={error}
      onDismissErrors={clearErrors}
      submitText={t('profile.submit')}
    />
  );
}
