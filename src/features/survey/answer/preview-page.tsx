import { useMemo } from 'react';
import { Button, Callout, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { EyeOpenIcon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AnswerMachine } from '../../../../machines/answer.machine';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AnswerActorContext } from './answer-actor';
import { AnswerHomeContext, type AnswerHome } from './answer-home';
import { AnswerBody } from './answer-page';
import { PREVIEW_NOTE } from './answer-status';
import { livePreviewMachine, type PreviewAs } from './preview-flows';
import './answer.css';

/** A story's machine in place of the live one, per wording. */
type PreviewFlows = { machine?: (as: PreviewAs) => AnswerMachine };

function PreviewWizard({ machine }: { machine: AnswerMachine }) {
  const actor = useActorRef(machine, { input: { assignment: 0 } });
  const title = useSelector(actor, (s) => s.context.sheet?.survey.title ?? null);
  useDocumentTitle(title ? `Preview: ${title}` : 'Survey preview');
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
  const surveyId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const as: PreviewAs = params.get('as') === 'self' ? 'self' : 'others';
  const back = `/portrayal/admin/survey/${surveyId}`;
  const machine = useMemo(() => (flows.machine ?? ((a: PreviewAs) => livePreviewMachine(surveyId, a)))(as), [flows.machine, surveyId, as]);
  const home: AnswerHome = useMemo(
    () => ({
      list: { to: back, label: 'Back to the survey' },
      preview: true,
      notFound: 'This survey does not exist, or it is not one of your company\u2019s.',
    }),
    [back],
  );
  return (
    <AnswerHomeContext.Provider value={home}>
      <PageHeader
        title="Survey preview"
        description="What a rater will see, step by step."
        actions={
          <Button variant="soft" color="gray" asChild>
            <Link to={back}>Back to the survey</Link>
          </Button>
        }
      />
      <Flex direction="column" gap="3" mb="4" maxWidth="880px">
        <Callout.Root color="blue" size="1" role="note" highContrast>
          <Callout.Icon>
            <EyeOpenIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">{PREVIEW_NOTE}</Callout.Text>
          <Callout.Text size="1">Try every step: nothing you choose here is kept, sent or counted.</Callout.Text>
        </Callout.Root>
        <Flex align="center" gap="3" wrap="wrap">
          <Text size="2" id="preview-as-label">
            Preview as
          </Text>
          <SegmentedControl.Root
            value={as}
            aria-labelledby="preview-as-label"
            onValueChange={(value) => setParams(value === 'self' ? { as: 'self' } : {}, { replace: true })}
          >
            <SegmentedControl.Item value="others">Another rater</SegmentedControl.Item>
            <SegmentedControl.Item value="self">Self</SegmentedControl.Item>
          </SegmentedControl.Root>
        </Flex>
      </Flex>
      {/* A new wizard per wording: each starts at its first step with nothing answered. */}
      <PreviewWizard key={as} machine={machine} />
    </AnswerHomeContext.Provider>
  );
}
