import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadOnMissingFiles } from '@vastra/ui/error-boundary';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { AppRoutes, lazyPage, type PageRoute } from '@/app/router';
import { RootLayout } from '@/components/layout/root-layout';
import { fakeApi } from '@/test/fake-api';

/** A page whose code throws while drawing (a bug), with internals in the error's message. */
function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined (reading "rent") at ProductFacts');
}

/** A page whose chunk the server no longer has (a tab kept open across a deploy). */
const missingChunkPage = () =>
  lazyPage(() =>
    Promise.reject(
      new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/about-us-Bx1.js'),
    ),
  );

/** The storefront's layout around a page at `/broken/`, and an about page that works. */
function renderShop(broken: PageRoute['element']) {
  const routes: PageRoute[] = [
    {
      element: <RootLayout />,
      children: [
        { path: '/broken/', element: broken },
        { path: '/about-us/', element: <h1>About Vastra</h1> },
        { path: '/', element: <h1>Home page</h1> },
      ],
    },
  ];
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/broken/']}>
        <AppRoutes routes={routes} prefetch={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let reload: MockInstance<() => void>;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  sessionStorage.clear();
  // The header's and footer's requests (settings, menus): the layout draws without their answers.
  fakeApi(() => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } }));
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockRestore();
  consoleError.mockRestore();
});

describe('a page that cannot be drawn', () => {
  it('shows a short message with Reload and a way home inside the layout, and going elsewhere shows that page', async () => {
    const user = userEvent.setup();
    renderShop(<BrokenPage />);

    const main = screen.getByRole('main');
    expect(
      within(main).getByRole('heading', { level: 1, name: 'This page could not be shown' }),
    ).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    // The customer sees no internals; the console has the error.
    expect(document.body.textContent).not.toMatch(/Cannot read properties|ProductFacts/);
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: expect.stringContaining('reading "rent"') }),
    );

    await user.click(within(main).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    // The header is still there, and its links lead on: the next page is drawn as usual.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'About' }));
    expect(await within(main).findByRole('heading', { name: 'About Vastra' })).toBeTruthy();
    expect(screen.queryByText('This page could not be shown')).toBeNull();
  });

  it('whose code is gone after a deploy reloads the page once; when the reloaded page fails again, it shows the message', async () => {
    const first = renderShop(<FirstVisit />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // While the page reloads, no message flashes up.
    expect(screen.queryByText('This page could not be shown')).toBeNull();
    first.unmount();

    // The reloaded page (a new document: new code, the same tab's sessionStorage) fails again.
    renderShop(<SecondVisit />);
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('whose chunk or style sheet Vite could not preload reloads the page, once', () => {
    reloadOnMissingFiles();
    const preloadError = (message: string) =>
      window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: new Error(message) }));

    preloadError('Unable to preload CSS for /assets/listing-Cq2.css');
    preloadError('Failed to fetch dynamically imported module: http://shop.test/assets/dialog-view-Dk3.js');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

const FirstVisit = missingChunkPage();
const SecondVisit = missingChunkPage();
