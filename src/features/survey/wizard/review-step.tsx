import { useMemo } from 'react';
import { Button, DataList, Flex, Heading, Table, Text } from '@radix-ui/themes';
import { EyeOpenIcon, PaperPlaneIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { previewSurveyPath } from '../survey-paths';
import { useSelector } from '@xstate/react';
import { closedForGood } from '../../../../machines/survey-wizard/locks';
import { rateesOf } from '../../../../machines/survey-wizard/wizard-data';
import { DEFAULT_ANONYMITY_THRESHOLD, DEFAULT_TYPE_VALUE, RELATIONSHIPS } from '../../../../schemas/survey';
import { useChoices } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { levelLabel, relationshipLabel } from './wizard-steps';
import { longDay } from '../survey-format';

/** The preview reads the survey as saved: a new survey needs its draft saved first. Opened in a new tab, so the wizard keeps its place. */
function PreviewLink({ surveyId }: { surveyId: number | null }) {
  const { t } = useTranslation('survey');
  if (surveyId === null)
    return (
      <Text size="2" color="gray">
        {t('wizard.review.saveToPreview')}
      </Text>
    );
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button variant="soft" asChild>
        <Link to={previewSurveyPath(surveyId)} target="_blank" rel="noopener">
          <EyeOpenIcon /> {t('wizard.review.preview')}
        </Link>
      </Button>
      <Text size="1" color="gray">
        {t('wizard.review.newTab')}
      </Text>
    </Flex>
  );
}

/** Everything entered, in the order of the steps, with the totals; then the one button that sends it. */
export function ReviewStep() {
  const { t } = useTranslation('survey');
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
  const people = t('wizard.review.people', { count: ratees.length });
  const audience =
    data.audience === 'Individual'
      ? t('wizard.review.individual', { people })
      : t('wizard.review.position', {
          position: [dir.designation(p.designation), dir.department(p.department), dir.group(p.group)].filter(Boolean).join(' · '),
          people,
        });

  return (
    <Flex direction="column" gap="5">
      <DataList.Root size="2">
        <DataList.Item>
          <DataList.Label>{t('wizard.review.title')}</DataList.Label>
          <DataList.Value dir="auto">{d.title}</DataList.Value>
        </DataList.Item>
        {d.description && (
          <DataList.Item>
            <DataList.Label>{t('wizard.review.description')}</DataList.Label>
            <DataList.Value dir="auto">{d.description}</DataList.Value>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.Label>{t('wizard.review.runs')}</DataList.Label>
          <DataList.Value>{t('wizard.review.range', { start: longDay(d.start_date), end: longDay(d.end_date) })}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('wizard.review.anonymity')}</DataList.Label>
          <DataList.Value>{t('wizard.review.groups', { count: d.anonymity_threshold ?? DEFAULT_ANONYMITY_THRESHOLD })}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('wizard.steps.audience.title')}</DataList.Label>
          <DataList.Value>{audience}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('wizard.review.invitation')}</DataList.Label>
          <DataList.Value style={{ whiteSpace: 'pre-line' }} dir="auto">
            {d.invitation_intro?.trim() || t('wizard.review.noInvitation')}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {t('wizard.steps.competencies.title')}
        </Heading>
        <Table.Root size="1" variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('wizard.review.competency')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('wizard.review.type')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('wizard.competencies.weight')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('wizard.competencies.expectedLevel')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {data.competencies.map((c) => {
              const row = library.get(c.competency);
              const type = choices.types.find((candidate) => candidate.id === row?.type);
              return (
                <Table.Row key={c.competency}>
                  <Table.RowHeaderCell>
                    <span dir="auto">{row?.title ?? t('wizard.review.competencyId', { id: c.competency })}</span>
                  </Table.RowHeaderCell>
                  <Table.Cell>
                    {type ? t('wizard.review.typeValue', { name: type.name, value: data.typeValues[type.id] ?? DEFAULT_TYPE_VALUE }) : '—'}
                  </Table.Cell>
                  <Table.Cell justify="end">{c.weight}</Table.Cell>
                  <Table.Cell>{levelLabel(c.expected_level)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Flex>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {t('wizard.steps.raters.title')}
        </Heading>
        <DataList.Root size="2">
          {RELATIONSHIPS.map((r) => (
            <DataList.Item key={r}>
              <DataList.Label>{relationshipLabel(r)}</DataList.Label>
              <DataList.Value>{byRelationship.counts[r]}</DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Text size="2" weight="medium">
          {t('wizard.review.inAll', {
            ratees: t('dialogs.delete.ratees', { count: ratees.length }),
            raters: t('wizard.raters.count', { count: byRelationship.people }),
            assignments: t('dialogs.assignmentCount', { count: byRelationship.total }),
          })}
        </Text>
      </Flex>
      <PreviewLink surveyId={surveyId} />
      {!refused && (
        <Button size="3" loading={busy} disabled={busy} onClick={() => actor.send({ type: 'submit' })}>
          <PaperPlaneIcon /> {sealed ? t('wizard.review.save') : published ? t('wizard.review.saveAndInvite') : t('wizard.review.create')}
        </Button>
      )}
      <WizardNav step="review" />
    </Flex>
  );
}
