import { useMemo } from 'react';
import { Button, Callout, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { EyeOpenIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AnswerMachine } from '../../../../machines/answer.machine';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnswerActorContext } from './answer-actor';
import { AnswerHomeContext, type AnswerHome } from './answer-home';
import { AnswerBody } from './answer-page';
import { livePreviewMachine, type PreviewAs } from './preview-flows';
import './answer.css';

/** A story's machine in place of the live one, per wording. */
type PreviewFlows = { machine?: (as: PreviewAs) => AnswerMachine };

function PreviewWizard({ machine }: { machine: AnswerMachine }) {
  const { t } = useTranslation('survey');
  const actor = useActorRef(machine, { input: { assignment: 0 } });
  const title = useSelector(actor, (s) => s.context.sheet?.survey.title ?? null);
  useDocumentTitle(title ? t('answer.preview.documentTitle', { title }) : t('answer.preview.title'));
  return (
    <AnswerActorContext.Provider value={actor}>
      <AnswerBody />
    </AnswerActorContext.Provider>
  );
}

/**
 * /portrayal/admin/survey/:id/preview: HR walks the survey as a rater will, before it is
 * sent: the rater's own wizard, its answers kept nowhere. `?as=self` shows a self
 * assessment's wording, else another rater's.
 */
export function SurveyPreviewPage({ flows = {} }: { flows?: PreviewFlows }) {
  const { t } = useTranslation('survey');
  const surveyId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const as: PreviewAs = params.get('as') === 'self' ? 'self' : 'others';
  const back = `/portrayal/admin/survey/${surveyId}`;
  const machine = useMemo(() => (flows.machine ?? ((a: PreviewAs) => livePreviewMachine(surveyId, a)))(as), [flows.machine, surveyId, as]);
  const home: AnswerHome = useMemo(
    () => ({
      list: { to: back, label: t('answer.preview.back'), back: t('answer.preview.back') },
      preview: true,
      notFound: t('answer.preview.notFound'),
    }),
    [back, t],
  );
  return (
    <AnswerHomeContext.Provider value={home}>
      <PageHeader
        title={t('answer.preview.title')}
        description={t('answer.preview.description')}
        actions={
          <Button variant="soft" color="gray" asChild>
            <Link to={back}>{t('answer.preview.back')}</Link>
          </Button>
        }
      />
      <Flex direction="column" gap="3" mb="4" maxWidth="880px">
        <Callout.Root color="blue" size="1" role="note" highContrast>
          <Callout.Icon>
            <EyeOpenIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">{t('answer.previewNote')}</Callout.Text>
          <Callout.Text size="1">{t('answer.preview.tryEveryStep')}</Callout.Text>
        </Callout.Root>
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="2" id="preview-as-label">
            {t('answer.preview.as')}
          </Text>
          <SegmentedControl.Root
            value={as}
            aria-labelledby="preview-as-label"
            onValueChange={(value) => setParams(value === 'self' ? { as: 'self' } : {}, { replace: true })}
          >
            <SegmentedControl.Item value="others">{t('answer.preview.asOthers')}</SegmentedControl.Item>
            <SegmentedControl.Item value="self">{t('answer.preview.asSelf')}</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
      </Flex>
      {/* A new wizard per wording: each starts at its first step with nothing answered. */}
      <PreviewWizard key={as} machine={machine} />
    </AnswerHomeContext.Provider>
  );
}
