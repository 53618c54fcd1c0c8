import { useState } from 'react';
import { Badge, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CoachingNote } from '../../../schemas/coaching';
import { dateTime } from '../../i18n/format';
import { EngagementSection } from './engagement-section';

/** The private notes of coach and coachee, newest first, and a new one. */
export function NotesPanel({ notes, role, busy, onAdd }: { notes: CoachingNote[]; role: 'coach' | 'coachee'; busy: boolean; onAdd(body: string): void }) {
  const { t } = useTranslation('coaching');
  const [body, setBody] = useState('');
  const sorted = [...notes].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <EngagementSection title={t('notes.title')} description={t('notes.description')}>
      {sorted.length === 0 ? (
        <Text size="2" color="gray">
          {t('notes.empty')}
        </Text>
      ) : (
        <ul className="coaching-list" aria-label={t('notes.label')}>
          {sorted.map((n) => (
            <li key={n.id}>
              <Flex gap="2" align="center" mb="1">
                <Badge color={n.author === role ? 'indigo' : 'gray'} variant="soft">
                  {n.author === role ? t('notes.you') : n.author === 'coach' ? t('notes.coach') : t('notes.coachee')}
                </Badge>
                <Text size="1" color="gray">
                  {dateTime(n.created_at)}
                </Text>
              </Flex>
              <Text as="p" size="2" className="coaching-wrap" dir="auto">
                {n.body}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <Flex direction="column" gap="2" className="coaching-no-print">
        <Text as="label" size="2" weight="medium" htmlFor="note-body">
          {t('notes.new')}
        </Text>
        <TextArea id="note-body" rows={3} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
        <Flex justify="end">
          <Button
            disabled={busy || !body.trim()}
            onClick={() => {
              onAdd(body.trim());
              setBody('');
            }}
          >
            {t('notes.add')}
          </Button>
        </Flex>
      </Flex>
    </EngagementSection>
  );
}
