import { Flex } from '@radix-ui/themes';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { DevelopmentPlanPanel, type DevelopmentPlanPanelProps } from './development-plan-panel';

/** The development plan under a report: its ratee's, suggested from its development areas. */
export function ReportPlan({ surveyId, report, mode }: { surveyId: number; report: FeedbackReport; mode: DevelopmentPlanPanelProps['mode'] }) {
  return (
    <Flex direction="column" mt="5">
      <DevelopmentPlanPanel
        surveyId={surveyId}
        rateeId={report.ratee.id}
        rateeName={report.ratee.name}
        suggestions={report.development_areas}
        competencies={report.competencies.map((c) => ({ competency_id: c.competency_id, title: c.title }))}
        mode={mode}
      />
    </Flex>
  );
}
