import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ExternalLinkMachine } from '../../../../machines/external-link.machine';
import type { AnswerFlows } from './answer-actor';
import type { AnswerHome } from './answer-home';
import { AnswerScreen } from './answer-page';
import { externalAnswerMachine, externalNextSheet } from './answer-flows';
import { AskerNote } from './external-asker-note';
import { liveExternalLink } from './external-flows';
import { ExternalLayout } from './external-layout';
import { externalAnswerPath, externalListPath } from './external-paths';

/** Who asks, read from what the link opens; nothing while it loads or when it cannot be read (the wizard says why). */
function Asker({ token, link }: { token: string; link?: ExternalLinkMachine }) {
  const actor = useActorRef(link ?? liveExternalLink, { input: { token } });
  const asker = useSelector(actor, (s) => s.context.asker);
  return asker ? <AskerNote asker={asker} /> : null;
}

/** /rate/:token/:assignment: the same wizard as an employee's, its calls scoped by the personal link, under who asks. */
export function ExternalAnswerPage({ flows, link }: { flows?: AnswerFlows; link?: ExternalLinkMachine }) {
  const { t } = useTranslation('survey');
  const { token = '', assignment } = useParams();
  const machine = useMemo(() => flows?.machine ?? externalAnswerMachine(token), [flows?.machine, token]);
  const home = useMemo<AnswerHome>(
    () => ({
      list: { to: externalListPath(token), label: t('answer.external.requests'), back: t('answer.external.backToRequests') },
      notFound: t('answer.external.notFound'),
      outsider: true,
      next: { machine: externalNextSheet(token), pathOf: (id) => externalAnswerPath(token, id) },
    }),
    [token, t],
  );
  return (
    <ExternalLayout>
      <Asker token={token} link={link} />
      <AnswerScreen key={assignment} assignment={Number(assignment)} flows={{ ...flows, machine }} home={home} />
    </ExternalLayout>
  );
}
