import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

/** The page shown: its address, how it was reached and its history state. */
function Shown() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="shown">
      {`${location.pathname}${location.search}${location.hash} ${type} ${JSON.stringify(location.state)}`}
    </p>
  );
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Shown />} />
      </Routes>
    </MemoryRouter>,
  );
}
const shown = () => screen.getByTestId('shown').textContent;

describe('Link', () => {
  it('moves within the app to a storefront address, with its query, anchor and state', async () => {
    renderAt(
      '/',
      <Link to="/listing/men/all?size=40#top" state={{ keepScroll: true }} className="card">
        Men
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Men' });
    expect(link.getAttribute('href')).toBe('/listing/men/all?size=40#top');
    expect(link.className).toBe('card');
    await userEvent.click(link);
    expect(shown()).toBe('/listing/men/all?size=40#top PUSH {"keepScroll":true}');
  });

  it('replaces the history entry for the address already shown', async () => {
    renderAt('/cart/', <Link to="/cart/">Bag</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Bag' }));
    expect(shown()).toBe('/cart/ REPLACE null');
  });

  it('leaves to the browser a modified click, another target, another site and a click its own handler took', () => {
    renderAt(
      '/',
      <>
        <Link to="/faqs/">FAQs</Link>
        <Link to="/faqs/" target="_blank">
          FAQs in a new tab
        </Link>
        <Link to="https://wa.me/919999999999">WhatsApp</Link>
        <Link to="/faqs/" onClick={(event) => event.preventDefault()}>
          Handled
        </Link>
      </>,
    );
    // Whether the link let the browser follow it (its default action not prevented); the test's
    // window then stops the browser from loading the address.
    let followedByBrowser: boolean | undefined;
    const stop = (event: Event) => {
      followedByBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    const click = (name: string, init?: MouseEventInit) => {
      fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
      return followedByBrowser;
    };
    expect(click('FAQs', { ctrlKey: true })).toBe(true);
    expect(click('FAQs', { metaKey: true })).toBe(true);
    expect(click('FAQs in a new tab')).toBe(true);
    expect(click('WhatsApp')).toBe(true);
    expect(click('Handled')).toBe(false);
    expect(shown()).toBe('/ POP null');
    // A plain click does move.
    expect(click('FAQs')).toBe(false);
    expect(shown()).toBe('/faqs/ PUSH null');
    window.removeEventListener('click', stop);
  });
});
