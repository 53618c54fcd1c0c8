import { Button } from '@radix-ui/themes';
import { IdCardIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { OrgEmpty, OrgLoadFailed, OrgLoading, WORKFORCE_PATH } from './org-states';
import { OrgWorkspace, type OrgWorkspaceProps } from './org-workspace';
import { useOrganization, type OrganizationFlows } from './use-organization';
import './organization.css';

export interface OrganizationPageProps extends Omit<OrgWorkspaceProps, 'org'> {
  /** Stories give the screen a machine with fake effects and a starting state. */
  flows?: OrganizationFlows;
}

/** /portrayal/admin/organization: who reports to whom, with search, details and drag and drop. */
export function OrganizationPage({ flows, ...workspace }: OrganizationPageProps) {
  const { t } = useTranslation('organization');
  useDocumentTitle(t('page.title'));
  const org = useOrganization(flows);
  const hasPeople = org.status === true && org.nodes.length > 0;
  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          hasPeople && (
            <Button asChild variant="soft">
              <Link to={WORKFORCE_PATH}>
                <IdCardIcon /> {t('page.manageEmployees')}
              </Link>
            </Button>
          )
        }
      />
      {org.status === 'pending' ? (
        <OrgLoading />
      ) : org.status === false ? (
        <OrgLoadFailed error={org.loadError} onRetry={org.retry} />
      ) : hasPeople ? (
        <OrgWorkspace org={org} {...workspace} />
      ) : (
        <OrgEmpty />
      )}
    </>
  );
}
