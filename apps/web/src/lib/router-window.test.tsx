import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextTasks } from '@/test/next-tasks';
import { routerWindow } from './router-window';

function Shop() {
  return (
    <Routes>
      <Route path="/" element={<Link to="/listing">Men</Link>} />
      <Route path="/listing" element={<h1>Designer Suit / Tuxedo</h1>} />
    </Routes>
  );
}

/** A window whose history records each write, in order. */
function recordingWindow() {
  const writes: string[] = [];
  let state: unknown = null;
  const history = {
    get state() {
      return state;
    },
    length: 1,
    scrollRestoration: 'auto',
    replaceState(data: unknown, _unused: string, url?: string) {
      state = data;
      writes.push(`replace ${JSON.stringify(data)}${url ? ` ${url}` : ''}`);
    },
    pushState(data: unknown, _unused: string, url?: string) {
      state = data;
      writes.push(`push ${JSON.stringify(data)} ${url}`);
    },
  };
  const win = { history, location: window.location, addEventListener() {}, removeEventListener() {} };
  return { win: win as unknown as Window, writes };
}

describe('the router’s window', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('writes the router’s stamp on the first entry in a task of its own, and reads it back meanwhile', async () => {
    const win = routerWindow(window);
    render(
      <BrowserRouter window={win}>
        <Shop />
      </BrowserRouter>,
    );
    expect(screen.getByRole('link', { name: 'Men' })).toBeTruthy();
    expect(window.history.state).toBeNull();
    expect(win.history.state).toEqual({ idx: 0 });
    await nextTasks(1);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('moves on at once: a tap before that task finds the entry stamped first, then the next one', () => {
    const win = routerWindow(window);
    render(
      <BrowserRouter window={win}>
        <Shop />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Men' }));
    expect(screen.getByRole('heading', { name: 'Designer Suit / Tuxedo' })).toBeTruthy();
    expect(window.location.pathname).toBe('/listing');
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('writes the stamp before any other write, and only once', async () => {
    const { win, writes } = recordingWindow();
    const history = routerWindow(win).history;
    history.replaceState({ idx: 0 }, '');
    expect(writes).toEqual([]);
    history.pushState({ idx: 1, key: 'a' }, '', '/listing');
    await nextTasks(1);
    expect(writes).toEqual(['replace {"idx":0}', 'push {"idx":1,"key":"a"} /listing']);
  });
});
