import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure } from '../../../../machines/failure';
import { demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import type { SurveyPreview } from '../../../../schemas/survey-preview';
import { never } from '../../../testing/app-fakes.fixtures';
import { previewMachine, type PreviewAs } from './preview-flows';
import { SurveyPreviewPage } from './preview-page';

const preview = (): SurveyPreview => {
  const { survey, competencies } = demoSheet();
  return { survey: { ...survey, status: 'draft' }, competencies };
};
const served = (load: () => Promise<SurveyPreview>) => ({ machine: (as: PreviewAs) => previewMachine(load, as) });

/** HR's preview of a survey: the rater's wizard, marked as a preview, as another rater or as the person rated. */
const meta = {
  title: 'Answer/Survey preview',
  component: SurveyPreviewPage,
  args: { flows: served(async () => preview()) },
  parameters: { route: { path: '/portrayal/admin/survey/:id/preview', url: '/portrayal/admin/survey/4/preview' }, layout: 'padded' },
} satisfies Meta<typeof SurveyPreviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsAnotherRater: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
    await expect(canvas.getAllByText('Preview — answers are not saved').length).toBeGreaterThan(0);
    await expect(canvas.getByText('How often does this person show each behaviour?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Teamwork' }));
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toBeVisible();
    await expect(canvas.queryByText('Saving…')).toBeNull();
  },
};

export const AsSelf: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Self' }));
    await expect(await canvas.findByText(/How well does each statement describe you\?/)).toBeVisible();
    await expect(canvas.getByText(/read each one as about yourself/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { flows: served(() => never<SurveyPreview>()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the survey…')).toBeVisible();
    await expect(canvas.getByText('Preview — answers are not saved')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: {
    flows: served(async () => {
      throw detailFailure(404, 'Not found.');
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This survey does not exist/)).toBeVisible();
  },
};
