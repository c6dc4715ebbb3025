import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMember } from '@vastra/shared/schemas';
import { lazy, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { paths } from '@/config/paths';
import { fakeFetch } from '@/test/render';
import { Shell } from './shell';

const clerk: StaffMember = {
  id: 'staff-3',
  name: 'Asha Patil',
  mobile: '9876500003',
  role: 'staff',
  branchIds: [7],
};

/** A screen that throws while drawing (a bug), with internals in the error's message. */
function BrokenScreen(): never {
  throw new Error('lines.map is not a function at TodayPage');
}

function renderBackOffice(screenElement: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[paths.today]}>
        <Routes>
          <Route element={<Shell member={clerk} onSignOut={() => undefined} signingOut={false} />}>
            <Route path={paths.today} element={screenElement} />
            <Route path={paths.orders} element={<h1>Orders list</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let reload: MockInstance<() => void>;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', fakeFetch([200, []]).fetch); // the branch picker's branches
  reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  reload.mockRestore();
  consoleError.mockRestore();
});

describe('a screen of the back office that cannot be drawn', () => {
  it('shows a message and Reload inside the shell; the menu opens the next screen', async () => {
    const user = userEvent.setup();
    renderBackOffice(<BrokenScreen />);

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'This screen could not be shown' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/lines\.map|TodayPage/);
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'lines.map is not a function at TodayPage' }),
      expect.anything(),
    );
    await user.click(within(main).getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);

    const menu = screen.getByRole('navigation', { name: 'Back office' });
    await user.click(within(menu).getByRole('link', { name: 'Orders' }));
    expect(await within(main).findByRole('heading', { name: 'Orders list' })).toBeTruthy();
    expect(screen.queryByText('This screen could not be shown')).toBeNull();
  });

  it('whose code is gone after a deploy reloads the page, once', async () => {
    const missing = () =>
      lazy(() =>
        Promise.reject(
          new TypeError(
            'Failed to fetch dynamically imported module: http://shop.test/admin/assets/today-C1.js',
          ),
        ),
      );
    const FirstVisit = missing();
    const first = renderBackOffice(<FirstVisit />);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // The reloaded page fails the same way: the clerk gets the message, not another reload.
    const SecondVisit = missing();
    renderBackOffice(<SecondVisit />);
    expect(await screen.findByRole('heading', { name: 'This screen could not be shown' })).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
