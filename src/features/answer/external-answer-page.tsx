import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { AnswerFlows } from './answer-actor';
import type { AnswerHome } from './answer-home';
import { AnswerScreen } from './answer-page';
import { externalAnswerMachine } from './answer-flows';
import { ExternalLayout } from './external-layout';
import { externalListPath } from './external-paths';

/** /rate/:token/:assignment: the same wizard as an employee's, its calls scoped by the personal link. */
export function ExternalAnswerPage({ flows }: { flows?: AnswerFlows }) {
  const { token = '', assignment } = useParams();
  const machine = useMemo(() => flows?.machine ?? externalAnswerMachine(token), [flows?.machine, token]);
  const home = useMemo<AnswerHome>(() => ({
    list: { to: externalListPath(token), label: 'Your feedback requests' },
    notFound: 'This link does not open this survey. Go back to your feedback requests, or use the newest link you were sent.',
    outsider: true,
  }), [token]);
  return (
    <ExternalLayout>
      <AnswerScreen assignment={Number(assignment)} flows={{ ...flows, machine }} home={home} />
    </ExternalLayout>
  );
}
