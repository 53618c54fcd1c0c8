import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { coaches, choiceFlows, fakeEndpoints, fakePool, fakeRequests, fakeSettings, outcomeFlows, outcomes, webhookFlows } from './hr-coaching-fakes.fixtures';
import { CoachesTab } from './coaches-tab';
import { CoachingPage } from './coaching-page';
import { OutcomesTab } from './outcomes-tab';
import { RequestsTab } from './requests-tab';
import { WebhooksTab } from './webhooks-tab';

/** HR's coaching screen, one story per state; every flow is a fake. */
const meta = {
  title: 'Coaching/HR coaching',
  parameters: { route: { path: '/portrayal/admin/coaching', url: '/portrayal/admin/coaching' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const all = () => ({
  pool: fakePool(),
  ...choiceFlows(),
  requests: fakeRequests(),
  settings: fakeSettings(),
  endpoints: fakeEndpoints(),
  ...webhookFlows(),
  ...outcomeFlows(),
});

export const CoachList: Story = {
  render: () => <CoachingPage flows={all()} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maria Lindqvist')).toBeVisible();
    await expect(canvas.getByText('Northlight Coaching')).toBeVisible();
    await expect(canvas.getByText('2 of 2')).toBeVisible();
  },
};

export const CoachesLoading: Story = {
  render: () => <CoachesTab flows={{ pool: fakePool({ loading: true }), ...choiceFlows() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('Loading coaches…')).toBeVisible(),
};

export const CoachesEmpty: Story = {
  render: () => <CoachesTab flows={{ pool: fakePool({ rows: [] }), ...choiceFlows() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('No coaches yet')).toBeVisible(),
};

export const CoachesLoadFailed: Story = {
  render: () => <CoachesTab flows={{ pool: fakePool({ loadError: { kind: 'network', message: 'Network Error' } }), ...choiceFlows() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('The coaches could not be loaded.')).toBeVisible(),
};

export const AddCoachDialog: Story = {
  render: () => <CoachesTab flows={{ pool: fakePool(), ...choiceFlows() }} initialDialog={{ kind: 'create' }} />,
};

export const AddCoachValidationError: Story = {
  render: () => (
    <CoachesTab
      flows={{ pool: fakePool({ failWrite: fieldFailure({ email: ['Enter a valid email address.'] }) }), ...choiceFlows() }}
      initialDialog={{ kind: 'edit', coach: coaches[1]! }}
    />
  ),
};

export const DeleteRefused409: Story = {
  render: () => <CoachesTab flows={{ pool: fakePool(), ...choiceFlows() }} initialDialog={{ kind: 'delete', coach: coaches[1]! }} />,
};

export const Requests: Story = {
  render: () => <RequestsTab flows={{ requests: fakeRequests(), settings: fakeSettings() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('Daniel Weiss')).toBeVisible(),
};

export const RequestsEmpty: Story = {
  render: () => <RequestsTab flows={{ requests: fakeRequests({ rows: [] }), settings: fakeSettings(false) }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('No request awaits your approval.')).toBeVisible(),
};

export const Providers: Story = {
  render: () => <WebhooksTab flows={{ endpoints: fakeEndpoints(), ...webhookFlows() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('https://hooks.northlight.example/c360')).toBeVisible(),
};

export const ProvidersEmpty: Story = {
  render: () => <WebhooksTab flows={{ endpoints: fakeEndpoints({ rows: [] }), ...webhookFlows() }} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('No provider connected')).toBeVisible(),
};

export const AddEndpointDialog: Story = {
  render: () => <WebhooksTab flows={{ endpoints: fakeEndpoints(), ...webhookFlows() }} initialDialog={{ kind: 'create' }} />,
};

export const DeliveryLogWithFailures: Story = {
  render: () => <WebhooksTab flows={{ endpoints: fakeEndpoints(), ...webhookFlows() }} initialDialog={{ kind: 'log', endpoint: { ...fakeEndpointRow } }} />,
};
const fakeEndpointRow = {
  id: 1,
  url: 'https://hooks.northlight.example/c360',
  events: [],
  description: '',
  active: true,
  created_at: new Date().toISOString(),
  secret: null,
};

export const OutcomesEnoughPeople: Story = {
  render: () => <OutcomesTab flows={outcomeFlows()} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('+0.41')).toBeVisible(),
};

export const OutcomesNotEnoughPeople: Story = {
  render: () => (
    <OutcomesTab
      flows={outcomeFlows({
        ...outcomes,
        competencies: outcomes.competencies.map((c) => ({ ...c, coached_change: null, uncoached_change: null, coached_people: 1 })),
      })}
    />
  ),
  play: async ({ canvas }) => await expect((await canvas.findAllByText(/Not enough people yet \(threshold 5/)).length).toBeGreaterThan(0),
};

export const OutcomesFailed: Story = {
  render: () => <OutcomesTab flows={outcomeFlows(detailFailure(403, 'You do not have permission to perform this action.'))} />,
  play: async ({ canvas }) => await expect(await canvas.findByText('The outcomes could not be loaded.')).toBeVisible(),
};

/** The coach pool in German. Last in the file, so the switch to German cannot leak into a story after it. */
export const German: Story = {
  render: () => <CoachingPage flows={all()} />,
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Maria Lindqvist')).toBeVisible();
    await expect(await canvas.findByText('2 von 2')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Anfragen' })).toBeVisible();
  },
};
