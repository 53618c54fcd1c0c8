import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PermissionsForbidden } from './permissions-looks';
import { PermissionsScreen } from './permissions-screen';
import type { PermissionsFlows } from './permissions-state';
import { WorkforceTabs } from './workforce-tabs';

interface PermissionsPageProps {
  /** Stories give fake effects and a state to start from. */
  flows?: PermissionsFlows;
  initialSearch?: string;
}

/** /portrayal/admin/workforce/permissions: which areas each person may see and change. */
export function PermissionsPage({ flows, initialSearch }: PermissionsPageProps) {
  const { t } = useTranslation('workforce');
  const user = useCurrentUser();
  useDocumentTitle(t('permissions.documentTitle'));
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('permissions.title')} description={t('permissions.description')} />
      <WorkforceTabs />
      {user.role === 'admin' && user.company ? (
        <PermissionsScreen companyName={user.company.name} selfId={user.id} flows={flows} initialSearch={initialSearch} />
      ) : (
        <PermissionsForbidden />
      )}
    </>
  );
}
