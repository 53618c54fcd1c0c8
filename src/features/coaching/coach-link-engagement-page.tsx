import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CoachLinkLayout } from './coach-link-layout';
import { linkDownloads, linkEngagement } from './coaching-flows';
import { coachGuidePath, coachHomePath } from './coaching-paths';
import { EngagementMissing } from './engagement-closed';
import { EngagementView, type EngagementFlows } from './engagement-view';

/** /coach/:token/engagements/:id: an outside coach's engagement, through their personal link (no sign-in). */
export function CoachLinkEngagementPage({ flows = {} }: { flows?: EngagementFlows }) {
  const { t } = useTranslation('coaching');
  const { token = '', id: raw } = useParams();
  const id = Number(raw);
  const machine = useMemo(() => flows.machine ?? linkEngagement(token), [flows.machine, token]);
  const download = useMemo(() => flows.download ?? linkDownloads(token), [flows.download, token]);
  return (
    <CoachLinkLayout>
      {Number.isInteger(id) && id > 0 ? (
        <EngagementView
          key={`${token}/${id}`}
          id={id}
          machine={machine}
          snapshot={flows.snapshot}
          download={download}
          back={{ to: coachHomePath(token), label: t('engagement.backToCoachees') }}
          guide={coachGuidePath(token, id)}
          link
        />
      ) : (
        <EngagementMissing link />
      )}
    </CoachLinkLayout>
  );
}
