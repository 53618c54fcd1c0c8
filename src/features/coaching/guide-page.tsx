import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { CoachLinkLayout } from './coach-link-layout';
import { linkGuide, liveGuide } from './coaching-flows';
import { coachEngagementPath, engagementPath } from './coaching-paths';
import { EngagementMissing } from './engagement-closed';
import { GuideView, type GuideFlows } from './guide-view';

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /portrayal/coaching/engagements/:id/guide: the signed-in coachee's or coach's conversation guide. */
export function GuidePage({ flows = {} }: { flows?: GuideFlows }) {
  const id = idOf(useParams().id);
  if (id === null) return <EngagementMissing link={false} />;
  return <GuideView key={id} id={id} machine={flows.machine ?? liveGuide} snapshot={flows.snapshot} back={engagementPath(id)} link={false} />;
}

/** /coach/:token/engagements/:id/guide: the same, through an outside coach's link. */
export function CoachLinkGuidePage({ flows = {} }: { flows?: GuideFlows }) {
  const params = useParams();
  const token = params.token ?? '';
  const id = idOf(params.id);
  const machine = useMemo(() => flows.machine ?? linkGuide(token), [flows.machine, token]);
  return (
    <CoachLinkLayout>
      {id === null ? (
        <EngagementMissing link />
      ) : (
        <GuideView key={id} id={id} machine={machine} snapshot={flows.snapshot} back={coachEngagementPath(token, id)} link />
      )}
    </CoachLinkLayout>
  );
}
