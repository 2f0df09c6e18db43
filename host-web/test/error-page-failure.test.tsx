import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { RootStore } from '../src/store/RootStore.js';
import { renderApp, webPlugin } from './helpers.js';

// The render-error page itself fails here, to reach the last-resort message.
vi.mock('../src/pages/ErrorPage.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/pages/ErrorPage.js')>();
  return {
    ...original,
    ErrorPage: (props: Parameters<typeof original.ErrorPage>[0]) => {
      if (props.status === 500) throw new Error('error page broken');
      return original.ErrorPage(props);
    },
  };
});

let root: RootStore | undefined;
afterEach(() => root?.dispose());

it("falls back to 'An error occurred while showing the error page'", async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const broken = webPlugin('broken', {
    routes: [
      {
        path: '/broken',
        component: () => {
          throw new Error('screen broken');
        },
      },
    ],
  });
  ({ root } = await renderApp({ plugins: [broken], hash: '#/broken' }));
  expect(screen.getByRole('alert').textContent).toBe('An error occurred while showing the error page');
  consoleError.mockRestore();
});
