import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { auditLogMachine } from '../../../machines/audit-log.machine';
import type { AuditLogEntry } from '../../../schemas/audit-log';
import { RaterChangesCard } from './rater-changes-card';

/** On a survey's page, the Rater changes tab: who changed its raters, when, and what. */
const meta = { title: 'Survey/Rater changes', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const by = { actor_user_id: 1, actor: 'Hana Okafor <hana.okafor@northwind-demo.com>', ip: '203.0.113.24', entity: 'survey', entity_id: '7', survey_id: 7 };
const seat = (rater: string, relationship: string) => ({ ratee: 'Priya Raman', rater, relationship });
const changes: AuditLogEntry[] = [
  {
    id: 58,
    at: hoursAgo(0.5),
    ...by,
    action: 'survey.raters.change',
    before: { raters: [seat('Tom Becker', 'peer')] },
    after: { raters: [seat('Tom Becker', 'other')] },
  },
  { id: 57, at: hoursAgo(3), ...by, action: 'survey.raters.remove', before: { raters: [seat('Aiko Tanaka', 'peer')] }, after: null },
  {
    id: 40,
    at: hoursAgo(48),
    ...by,
    actor: 'Luis Romero <luis.romero@northwind-demo.com>',
    action: 'survey.raters.add',
    before: null,
    after: { raters: [seat('Aiko Tanaka', 'peer'), seat('Tom Becker', 'peer'), seat('Sofia Marquez', 'manager')] },
  },
];

const flow = (answer: AuditLogEntry[] | Failure | 'loading', older: AuditLogEntry[] = []) =>
  auditLogMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        if (answer === 'loading') return new Promise<never>(() => undefined);
        if (!Array.isArray(answer)) throw answer;
        if (input.before !== undefined) return { results: older, next: null };
        return { results: answer, next: older.length ? answer[answer.length - 1]!.id : null };
      }),
    },
  });

export const Changes: Story = {
  render: () => <RaterChangesCard surveyId={7} flows={{ machine: flow(changes) }} />,
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Rater changes' });
    const items = await within(card).findAllByRole('listitem', {}, { timeout: 3000 });
    await expect(items[0]).toHaveTextContent('Raters’ relationship changed');
    await expect(card).toHaveTextContent('Tom Becker rates Priya Raman: peer → other');
    await expect(card).toHaveTextContent('by Hana Okafor');
    await expect(card).toHaveTextContent('RemovedAiko Tanaka rates Priya Raman as peer');
    await expect(card).toHaveTextContent('Sofia Marquez rates Priya Raman as manager');
  },
};

export const OlderChanges: Story = {
  render: () => <RaterChangesCard surveyId={7} flows={{ machine: flow(changes.slice(0, 2), changes.slice(2)) }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show older changes' }));
    await expect(await canvas.findByText(/Luis Romero/)).toBeVisible();
  },
};

export const NoChanges: Story = {
  render: () => <RaterChangesCard surveyId={7} flows={{ machine: flow([]) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No changes to the raters yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <RaterChangesCard surveyId={7} flows={{ machine: flow('loading') }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading rater changes…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <RaterChangesCard surveyId={7} flows={{ machine: flow({ kind: 'network', message: 'Network Error' }) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The rater changes could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
