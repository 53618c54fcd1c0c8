import { PageHeader } from '../../../components/page-header';

// SCAFFOLD: replaced by the helper that owns this file.
export function SurveyWizardPage() {
  return <PageHeader title="New survey" />;
}
