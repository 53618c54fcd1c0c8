import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { ExternalAnswerPage } from './external-answer-page';
import { served } from './answer-fakes.fixtures';
import { fakeLink, linkClosed, linkInvalid, partnerReview, TOKEN } from './external.fixtures';
import { bySentence } from '../by-sentence.fixtures';

/** The wizard under an outside rater's link: the same steps, led back to their requests, and the link's refusals. */
const meta = {
  title: 'Answer/Outside rater wizard',
  parameters: { route: { path: '/rate/:token/:assignment', url: `/rate/${TOKEN}/31` }, layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const other = demoSheet({ assignment: { ...demoSheet().assignment, relationship: 'other' } });

export const Answering: Story = {
  render: () => <ExternalAnswerPage flows={served({ sheet: other })()} link={fakeLink(partnerReview)} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
    // No relationship to name: they are outside the company.
    await expect(canvas.getByText(bySentence(/^About .+ · due/))).toBeVisible();
    await expect(canvas.queryByText(/answered as/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Your feedback requests' })).toHaveAttribute('href', `/rate/${TOKEN}`);
    await expect(await canvas.findByRole('region', { name: 'Who asks' })).toHaveTextContent('Northwind Logistics asks for your feedback');
  },
};

export const SurveyClosed: Story = {
  render: () => <ExternalAnswerPage flows={served({ failures: { load: [linkClosed] } })()} link={fakeLink({ fail: linkClosed })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This link is no longer valid: the survey has closed.')).toBeVisible();
  },
};

export const NotThisLinks: Story = {
  render: () => <ExternalAnswerPage flows={served({ failures: { load: [linkInvalid] } })()} link={fakeLink({ fail: linkInvalid })} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This link does not open this survey/)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Your feedback requests' })[0]).toHaveAttribute('href', `/rate/${TOKEN}`);
  },
};
