import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PageLoader } from '../components/page-loader';
import { lazyScreen } from './lazy-screen';
import { NotFound } from './not-found';
import { ScreenLoadError } from './screen-load-error';

const meta = { title: 'App/Screen states', component: PageLoader } satisfies Meta<typeof PageLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('status').querySelector('img');
    await expect(img).toHaveAttribute('width', '80');
  },
};

export const LoadFailed: Story = {
  render: () => <ScreenLoadError onRetry={fn()} />,
};

const Flaky = (() => {
  let calls = 0;
  return lazyScreen(async () => {
    calls += 1;
    if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <p>The screen arrived.</p>;
  });
})();

export const RetryAfterFailedLoad: Story = {
  render: () => <Flaky />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /retry/i }));
    await expect(await canvas.findByText('The screen arrived.')).toBeVisible();
  },
};

export const PageNotFound: Story = {
  render: () => <NotFound />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /couldn’t find that page/ })).toBeVisible();
  },
};
