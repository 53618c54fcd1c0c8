import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EngagementMissing } from './engagement-closed';
import { EngagementView, type EngagementFlows } from './engagement-view';
import { liveDownloads, liveEngagement } from './coaching-flows';
import { guidePath, MY_COACHING_PATH } from './coaching-paths';

/** /portrayal/coaching/engagements/:id: the signed-in coachee's, or internal coach's, engagement. */
export function EngagementPage({ flows = {} }: { flows?: EngagementFlows }) {
  const { t } = useTranslation('coaching');
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <EngagementMissing link={false} />;
  return (
    <EngagementView
      key={id}
      id={id}
      machine={flows.machine ?? liveEngagement}
      snapshot={flows.snapshot}
      download={flows.download ?? liveDownloads}
      back={{ to: MY_COACHING_PATH, label: t('engagement.backToMine') }}
      guide={guidePath(id)}
      link={false}
    />
  );
}
