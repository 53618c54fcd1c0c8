import { Button } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { dayText } from './answer-labels';
import { useAnswerActor } from './answer-actor';
import { useAnswerHome } from './answer-home';

/** The survey's title, whom it is about and by when; a way back to the list. */
export function AnswerHeader({ back }: { back: { to: string; label: string } }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const { outsider = false } = useAnswerHome();
  const title = useSelector(actor, (s) => s.context.sheet?.survey.title) ?? t('answer.header.untitled');
  const sheet = useSelector(actor, (s) => s.context.sheet);
  let about;
  if (sheet) {
    const { ratee, relationship, submitted_at } = sheet.assignment;
    const whom = relationship === 'self' ? 'self' : outsider ? 'outsider' : relationship;
    const when = submitted_at ? 'submitted' : 'due';
    about = (
      <Trans
        t={t}
        i18nKey={`answer.header.about.${whom}.${when}`}
        values={{ name: ratee.name, day: dayText(submitted_at ?? sheet.survey.end_date) }}
        components={{ bdi: <bdi /> }}
      />
    );
  }
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
