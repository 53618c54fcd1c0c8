import type { ReactElement } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { employeeUser, session } from '../../../testing/app-fakes.fixtures';

/** A nomination page's story parameters: its address, padded, signed in as the employee. */
export const nominationPage = (path: string) => ({
  route: { path, url: path },
  layout: 'padded',
  session: session('authenticated', { user: employeeUser }),
});

interface LoadStates {
  loading: { render: () => ReactElement; text: string };
  /** Fails once; Retry then shows `thenShows`. */
  failed: { render: () => ReactElement; text: string; thenShows: { role: 'heading' | 'link'; name: string } };
  empty: { render: () => ReactElement; heading: string };
}

/** The three stories every nomination page tells before its lists: loading, failed then retried, nothing there. */
export function loadStateStories({ loading, failed, empty }: LoadStates): Record<keyof LoadStates, StoryObj> {
  return {
    loading: {
      render: loading.render,
      play: async ({ canvas }) => {
        await expect(await canvas.findByText(loading.text)).toBeVisible();
      },
    },
    failed: {
      render: failed.render,
      play: async ({ canvas, userEvent }) => {
        await expect(await canvas.findByText(failed.text)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
        await expect(await canvas.findByRole(failed.thenShows.role, { name: failed.thenShows.name })).toBeVisible();
      },
    },
    empty: {
      render: empty.render,
      play: async ({ canvas }) => {
        await expect(await canvas.findByRole('heading', { name: empty.heading })).toBeVisible();
      },
    },
  };
}
