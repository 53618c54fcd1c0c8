import { Button } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dayText, RELATIONSHIP_TEXT } from './answer-labels';
import { useAnswerActor } from './answer-actor';
import { useAnswerHome } from './answer-home';

/** The survey's title, whom it is about and by when; a way back to the list. */
export function AnswerHeader({ back }: { back: { to: string; label: string } }) {
  const actor = useAnswerActor();
  const { outsider = false } = useAnswerHome();
  const title = useSelector(actor, (s) => s.context.sheet?.survey.title ?? 'Survey');
  const about = useSelector(actor, (s) => {
    const sheet = s.context.sheet;
    if (!sheet) return undefined;
    const { ratee, relationship, submitted_at } = sheet.assignment;
    const whom =
      relationship === 'self' ? 'About yourself' : outsider ? `About ${ratee.name}` : `About ${ratee.name}, answered as ${RELATIONSHIP_TEXT[relationship]}`;
    return submitted_at ? `${whom} · submitted on ${dayText(submitted_at)}` : `${whom} · due ${dayText(sheet.survey.end_date)}`;
  });
  useDocumentTitle(title);
  return (
    <PageHeader
      title={title}
      description={about}
      actions={
        <Button variant="soft" color="gray" asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    />
  );
}
