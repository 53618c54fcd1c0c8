import { Button, Flex, Switch, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NEW_SURVEY_PATH } from './survey-paths';
import { SurveysBody, type SurveysFlows } from './surveys-body';

interface SurveysPageProps {
  flows?: SurveysFlows;
}

/** /portrayal/admin/survey: the company's surveys (or only the admin's own), their progress and actions. */
export function SurveysPage({ flows = {} }: SurveysPageProps) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('surveys.title'));
  const newSurvey = (
    <Button asChild>
      <Link to={NEW_SURVEY_PATH}>
        <PlusIcon /> {t('surveys.new')}
      </Link>
    </Button>
  );
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // In the address, so going back from a survey keeps the choice.
  const onlyMine = params.get('mine') === '1';
  const setOnlyMine = (on: boolean) => setParams(on ? { mine: '1' } : {}, { replace: true });
  const owner = onlyMine ? user?.id : undefined;

  return (
    <>
      <PageHeader
        title={t('surveys.title')}
        description={t('surveys.description')}
        actions={
          <Flex gap="4" align="center" wrap="wrap">
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Switch checked={onlyMine} onCheckedChange={setOnlyMine} /> {t('surveys.onlyMine')}
              </Flex>
            </Text>
            {newSurvey}
          </Flex>
        }
      />
      {/* A new list actor per filter: the list machine fetches one query. */}
      <SurveysBody key={owner ?? 'all'} owner={owner} flows={flows} onlyMine={onlyMine} onShowAll={() => setOnlyMine(false)} newSurvey={newSurvey} />
    </>
  );
}
