import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex } from '@radix-ui/themes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { answerRetentionMachine } from '../../../machines/answer-retention.machine';
import { companyDeletionMachine } from '../../../machines/company-deletion.machine';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import type { AnswerRetention, CompanyDeleted, CompanyDeletion } from '../../../schemas/company-lifecycle';
import { fakeFlow, flowState, never } from '../../testing/app-fakes.fixtures';
import { AnswerRetentionCard } from './answer-retention-card';
import { DeleteCompanyCard } from './delete-company-card';

/** The end of a company's data (issue 43): the answer retention setting and the danger card, in each of their states. */
const meta = {
  title: 'Account/Company data lifecycle',
  parameters: { route: { path: '/portrayal/account' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const COMPANY = 'Northwind Traders';

function retention(months: number | null, load?: () => Promise<AnswerRetention>) {
  return answerRetentionMachine.provide({
    actors: {
      loadSettings: fromPromise(load ?? (async () => ({ answer_retention_months: months }))),
      saveSettings: fromPromise(async ({ input }) => input.settings),
    },
  });
}
const deletion = (answer?: (input: CompanyDeletion) => Promise<CompanyDeleted>) => fakeFlow(companyDeletionMachine, answer);

export const RetentionKept: Story = {
  render: () => <AnswerRetentionCard flow={retention(null)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/delete individual answers/i)).toHaveValue(null));
  },
};

export const RetentionSetToTwoYears: Story = {
  render: () => <AnswerRetentionCard flow={retention(24)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText(/delete individual answers/i)).toHaveValue(24));
  },
};

export const RetentionSaves: Story = {
  render: () => <AnswerRetentionCard flow={retention(null)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByLabelText(/delete individual answers/i);
    await userEvent.type(field, '18');
    await userEvent.click(canvas.getByRole('button', { name: /save retention/i }));
    await waitFor(() => expect(within(document.body).getByText(/answer retention saved/i)).toBeVisible());
  },
};

export const RetentionOutOfRange: Story = {
  render: () => <AnswerRetentionCard flow={retention(null)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/delete individual answers/i), '500');
    await userEvent.click(canvas.getByRole('button', { name: /save retention/i }));
    await waitFor(() => expect(canvas.getByText(/120/)).toBeVisible());
  },
};

export const RetentionLoading: Story = { render: () => <AnswerRetentionCard flow={retention(null, never)} /> };

export const RetentionFailedToLoad: Story = {
  render: () => (
    <AnswerRetentionCard
      flow={retention(null, async () => {
        throw detailFailure(500, 'Server error');
      })}
    />
  ),
};

export const DeleteCompanyIdle: Story = {
  render: () => <DeleteCompanyCard company={COMPANY} flow={deletion()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/nobody can undo it/i)).toBeVisible();
  },
};

export const DeleteCompanyRefusesAnotherName: Story = {
  render: () => <DeleteCompanyCard company={COMPANY} flow={deletion()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/company name/i), 'Northwind');
    await userEvent.click(canvas.getByRole('button', { name: /delete company/i }));
    await waitFor(() => expect(canvas.getByText(/capitals and spaces included/i)).toBeVisible());
  },
};

export const DeleteCompanyAsksFirst: Story = {
  render: () => <DeleteCompanyCard company={COMPANY} flow={deletion(never)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/company name/i), COMPANY);
    await userEvent.click(canvas.getByRole('button', { name: /delete company/i }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText(`Delete ${COMPANY} for good?`)).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /delete company and all its data/i })).toBeVisible();
  },
};

export const DeleteCompanyDeleting: Story = {
  render: () => (
    <DeleteCompanyCard company={COMPANY} flow={deletion(never)} snapshot={flowState(companyDeletionMachine, 'requesting', { input: { name: COMPANY } })} />
  ),
};

export const DeleteCompanyFailedWrongName: Story = {
  render: () => (
    <DeleteCompanyCard
      company={COMPANY}
      flow={deletion()}
      snapshot={flowState(companyDeletionMachine, 'failure', {
        input: { name: COMPANY },
        error: fieldFailure({ name: ['This is not your company’s name: type it exactly as it is shown, capitals and spaces included.'] }),
      })}
    />
  ),
};

export const DeleteCompanyFailedOffline: Story = {
  render: () => (
    <Flex direction="column">
      <DeleteCompanyCard
        company={COMPANY}
        flow={deletion()}
        snapshot={flowState(companyDeletionMachine, 'failure', { input: { name: COMPANY }, error: detailFailure(503, 'The server is not answering.') })}
      />
    </Flex>
  ),
};
