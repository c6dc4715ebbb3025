import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter, matchRoutes, Outlet, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes, matchAddress, type PageRoute } from './router';
import { createRoutes } from './routes';

/** Every address the storefront's table names, its parameters filled in, and a few it does not. */
function addressesOf(routes: PageRoute[]): string[] {
  const addresses = ['/', '/nowhere', '/listing', '/listing/men', '/product/x', '/account/', '/a/b/c/d/'];
  const walk = (list: PageRoute[]) => {
    for (const route of list) {
      if (route.path) {
        const filled = route.path.replace(/:(\w+)\??/g, '$1-1').replace('*', 'more/parts');
        addresses.push(filled, filled.endsWith('/') ? filled.slice(0, -1) : `${filled}/`);
      }
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return addresses;
}

describe('matchAddress', () => {
  it('finds the routes React Router finds, for every address of the storefront', () => {
    const routes = createRoutes(new QueryClient());
    const addresses = addressesOf(routes);
    expect(addresses.length).toBeGreaterThan(60);
    for (const address of addresses) {
      const expected = matchRoutes(routes, address);
      const { matches, branch } = matchAddress(routes, address);
      const elements = (found: typeof expected) => found?.map((m) => [m.route.element, m.params, m.pathname]);
      expect(elements(matches), address).toEqual(elements(expected));
      // The table cut down to the match: the router finds the same pages on it.
      expect(elements(matchRoutes(branch, address)), address).toEqual(elements(expected));
    }
  });
});

describe('AppRoutes', () => {
  /** A layout that counts taps: the count goes when the layout is drawn anew. */
  function Layout() {
    const [taps, setTaps] = useState(0);
    return (
      <>
        <button type="button" onClick={() => setTaps(taps + 1)}>
          Taps: {taps}
        </button>
        <Link to="/listing/men/DST">Suits</Link>
        <Link to="/account/orders/">Orders</Link>
        <Link to="/no-such-page/">Elsewhere</Link>
        <Outlet />
      </>
    );
  }
  function Listing() {
    const { slug, id } = useParams();
    return <h1>Listing {`${slug} ${id}`}</h1>;
  }
  const routes: PageRoute[] = [
    {
      element: <Layout />,
      children: [
        { path: '/', element: <h1>Home</h1> },
        { path: '/listing/:slug/:id', element: <Listing /> },
        {
          element: (
            <section>
              Account <Outlet />
            </section>
          ),
          children: [{ path: '/account/orders/', element: <h1>My orders</h1> }],
        },
        { path: '*', element: <h1>Page not found</h1> },
      ],
    },
  ];

  it('shows each address’s page in the same layout, which keeps its state', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppRoutes routes={routes} prefetch={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Taps: 0' }));

    await user.click(screen.getByRole('link', { name: 'Suits' }));
    expect(screen.getByRole('heading', { name: 'Listing men DST' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(screen.getByRole('heading', { name: 'My orders' }).closest('section')?.textContent).toContain(
      'Account',
    );
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Taps: 1' })).toBeTruthy();
  });
});
