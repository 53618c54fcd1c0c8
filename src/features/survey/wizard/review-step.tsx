import { useMemo } from 'react';
import { Button, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { EyeOpenIcon, PaperPlaneIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { previewSurveyPath } from '../survey-paths';
import { useSelector } from '@xstate/react';
import { closedForGood } from '../../../../machines/survey-wizard/locks';
import { rateesOf } from '../../../../machines/survey-wizard/wizard-data';
import { DEFAULT_ANONYMITY_THRESHOLD, DEFAULT_TYPE_VALUE, RELATIONSHIPS } from '../../../../schemas/survey';
import { useChoices } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { LEVEL_TEXT, RELATIONSHIP_TEXT } from './wizard-steps';
import { plural } from '../../../lib/english-format';

const formatDate = (iso: string | undefined) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : '—';

/** The preview reads the survey as saved: a new survey needs its draft saved first. Opened in a new tab, so the wizard keeps its place. */
function PreviewLink({ surveyId }: { surveyId: number | null }) {
  if (surveyId === null)
    return (
      <Text size="2" color="gray">
        Save a draft to preview the survey as a rater will see it.
      </Text>
    );
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button variant="soft" asChild>
        <Link to={previewSurveyPath(surveyId)} target="_blank" rel="noopener">
          <EyeOpenIcon /> Preview as a rater
        </Link>
      </Button>
      <Text size="1" color="gray">
        Opens in a new tab; shows the survey as last saved.
      </Text>
    </Flex>
  );
}

/** Everything entered, in the order of the steps, with the totals; then the one button that sends it. */
export function ReviewStep() {
  const actor = useWizardActor();
  const { choices, dir } = useChoices();
  const data = useSelector(actor, (s) => s.context.data);
  const published = useSelector(actor, (s) => s.context.published);
  const surveyId = useSelector(actor, (s) => s.context.surveyId);
  // Closed for good: nobody can be added, so nobody is invited.
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const refused = useSelector(actor, (s) => s.matches('submitFailed'));
  const ratees = useMemo(() => rateesOf(data, choices.employees), [data, choices.employees]);
  const byRelationship = useMemo(() => {
    const counts = Object.fromEntries(RELATIONSHIPS.map((r) => [r, 0])) as Record<(typeof RELATIONSHIPS)[number], number>;
    const raters = new Set<number>();
    for (const ratee of ratees)
      for (const p of data.raters[ratee] ?? []) {
        counts[p.relationship] += 1;
        raters.add(p.rater);
      }
    return { counts, people: raters.size, total: Object.values(counts).reduce((a, b) => a + b, 0) };
  }, [ratees, data.raters]);
  const library = useMemo(() => new Map(choices.competencies.map((c) => [c.id, c])), [choices.competencies]);
  const d = data.details;
  const p = data.position;
  const audience =
    data.audience === 'Individual'
      ? `Individual: ${plural(ratees.length, 'person', 'people')}`
      : `Position/Group (${[dir.designation(p.designation), dir.department(p.department), dir.group(p.group)].filter(Boolean).join(' · ')}): ${plural(ratees.length, 'person', 'people')}`;

  return (
    <Flex direction="column" gap="5">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>Title</DataList.Label>
          <DataList.Value>{d.title}</DataList.Value>
        </DataList.Item>
        {d.description && (
          <DataList.Item>
            <DataList.Label>Description</DataList.Label>
            <DataList.Value>{d.description}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>Runs</DataList.Label>
          <DataList.Value>
            {formatDate(d.start_date)} to {formatDate(d.end_date)}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Anonymity</DataList.Label>
          <DataList.Value>Groups of at least {d.anonymity_threshold ?? DEFAULT_ANONYMITY_THRESHOLD} submitted raters</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Audience</DataList.Label>
          <DataList.Value>{audience}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Invitation text</DataList.Label>
          <DataList.Value style={{ whiteSpace: 'pre-line' }}>
            {d.invitation_intro?.trim() || 'None: the invitation starts with the survey and whom to rate.'}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          Competencies
        </Heading>
        <Table.Root size="1" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Competency</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Type (value)</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">Weight</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Expected level</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.competencies.map((c) => {
              const row = library.get(c.competency);
              const type = choices.types.find((t) => t.id === row?.type);
              return (
                <Table.Row key={c.competency}>
                  <Table.RowHeaderCell>{row?.title ?? `Competency ${c.competency}`}</Table.RowHeaderCell>
                  <Table.Cell>{type ? `${type.name} (${data.typeValues[type.id] ?? DEFAULT_TYPE_VALUE})` : '—'}</Table.Cell>
                  <Table.Cell justify="end">{c.weight}</Table.Cell>
                  <Table.Cell>{LEVEL_TEXT[c.expected_level]}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Flex>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          Raters
        </Heading>
        <DataList.Root size="2">
          {RELATIONSHIPS.map((r) => (
            <DataList.Item key={r}>
              <DataList.Label>{RELATIONSHIP_TEXT[r]}</DataList.Label>
              <DataList.Value>{byRelationship.counts[r]}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text size="2" weight="medium">
          In all: {plural(ratees.length, 'ratee')}, {plural(byRelationship.people, 'rater')}, {plural(byRelationship.total, 'assignment')}.
        </Text>
      </Flex>
      <PreviewLink surveyId={surveyId} />
      {!refused && (
        <Button size="3" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'submit' })}>
          <PaperPlaneIcon /> {sealed ? 'Save changes' : published ? 'Save changes and invite added raters' : 'Create survey and send invitations'}
        </Button>
      )}
      <WizardNav step="review" />
    </Flex>
  );
}
