import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { reportRoute, ReportWith } from '../story-render';
import { loadedThemes, mixedLanguageThemes, pendingThemes, unanalysedThemes } from '../comment-themes/comment-themes.fixtures';
import { fullReport } from './report.fixtures';

/**
 * The report's comment themes as HR reads them: loaded (opening a theme shows its comments), pending, tone not analysed,
 * and comments in another language listed apart as written.
 */
const meta = { title: 'Feedback/Report comment themes', parameters: reportRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const section = async (canvas: { findByRole: (role: string, o: object) => Promise<HTMLElement> }) =>
  (await canvas.findByRole('heading', { name: 'Comment themes' })).closest('section') as HTMLElement;

export const Loaded: Story = {
  render: () => <ReportWith report={fullReport} insights={loadedThemes} />,
  play: async ({ canvas, userEvent }) => {
    const themes = await section(canvas);
    await waitFor(() => expect(themes).toHaveTextContent(/Computed 14 Nov 2025/));
    await expect(themes).toHaveTextContent('3 comments');
    await expect(themes).toHaveTextContent('2 positive · 0 neutral · 1 negative');
    await expect(themes).toHaveTextContent('too many meetings');
    const comment = canvas.getByText('Replies to messages late, which blocks the team.');
    await expect(comment).not.toBeVisible();
    await userEvent.click(canvas.getByText('Communication', { selector: 'summary *' }));
    await expect(comment).toBeVisible();
  },
};

export const Pending: Story = {
  render: () => <ReportWith report={fullReport} insights={pendingThemes} />,
  play: async ({ canvas }) => {
    const themes = await section(canvas);
    await waitFor(() => expect(themes).toHaveTextContent(/Pending: the themes are computed on this server in the background/));
    await expect(canvas.getByRole('button', { name: 'Check again' })).toBeVisible();
  },
};

export const NotAnalysed: Story = {
  render: () => <ReportWith report={fullReport} insights={unanalysedThemes} />,
  play: async ({ canvas }) => {
    const themes = await section(canvas);
    await waitFor(() => expect(themes).toHaveTextContent('Tone is not analysed for this language: only the themes are shown.'));
    await expect(themes).toHaveTextContent('3 comments');
    await expect(themes).not.toHaveTextContent('positive');
  },
};

export const OtherLanguages: Story = {
  render: () => <ReportWith report={fullReport} insights={mixedLanguageThemes} />,
  play: async ({ canvas, userEvent }) => {
    const themes = await section(canvas);
    await waitFor(() => expect(themes).toHaveTextContent('Themes and tone read the comments in English.'));
    await expect(themes).toHaveTextContent('2 comments in German are shown as written, without themes or tone.');
    const comment = canvas.getByText('Zu viele Besprechungen am Montag.');
    await expect(comment).not.toBeVisible();
    await userEvent.click(canvas.getByText('Comments not analysed'));
    await expect(comment).toBeVisible();
    await expect(themes).toHaveTextContent('2 positive · 0 neutral · 1 negative');
  },
};
