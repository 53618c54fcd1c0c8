import { useState } from 'react';
import { Badge, Button, Flex, Text, TextArea } from '@radix-ui/themes';
import type { CoachingNote } from '../../../schemas/coaching';
import { dateTime } from '../../lib/english-format';
import { EngagementSection } from './engagement-section';

/** The private notes of coach and coachee, newest first, and a new one. */
export function NotesPanel({ notes, role, busy, onAdd }: { notes: CoachingNote[]; role: 'coach' | 'coachee'; busy: boolean; onAdd(body: string): void }) {
  const [body, setBody] = useState('');
  const sorted = [...notes].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <EngagementSection title="Private notes" description="Only you and your coach see these notes: not HR, not your manager.">
      {sorted.length === 0 ? (
        <Text size="2" color="gray">
          No notes yet.
        </Text>
      ) : (
        <ul className="coaching-list" aria-label="Notes">
          {sorted.map((n) => (
            <li key={n.id}>
              <Flex gap="2" align="center" mb="1">
                <Badge color={n.author === role ? 'indigo' : 'gray'} variant="soft">
                  {n.author === role ? 'You' : n.author === 'coach' ? 'Coach' : 'Coachee'}
                </Badge>
                <Text size="1" color="gray">
                  {dateTime(n.created_at)}
                </Text>
              </Flex>
              <Text as="p" size="2" className="coaching-wrap">
                {n.body}
              </Text>
            </li>
          ))}
        </ul>
      )}
      <Flex direction="column" gap="2" className="coaching-no-print">
        <Text as="label" size="2" weight="medium" htmlFor="note-body">
          New note
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
            Add note
          </Button>
        </Flex>
      </Flex>
    </EngagementSection>
  );
}
