import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { nextTasks } from '@/test/next-tasks';
import { useMediaQueryOnceKnown } from './hooks';
import { hydrateInTurns } from './hydrate-in-turns';

/** A screen of a given width whose media queries (max-width) tell of its turning, as a browser's do. */
function fakeScreen(startWidth: number) {
  let width = startWidth;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width: (\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width <= max;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  return {
    turn(to: number) {
      width = to;
      for (const listener of listeners) listener();
    },
  };
}

function Screen() {
  const phone = useMediaQueryOnceKnown('(max-width: 768px)');
  return (
    <p>
      {phone === undefined ? 'Drawn for both screens' : phone ? 'Drawn for a phone' : 'Drawn for a desktop'}
    </p>
  );
}

describe('a media query known once the page is taken over', () => {
  it('is unknown in the server’s page and its hydration, and comes in a later task for the screen', async () => {
    const phone = fakeScreen(390);
    // The server's page (a server has no screen to ask).
    const container = document.createElement('div');
    container.innerHTML = '<p>Drawn for both screens</p>';
    document.body.append(container);

    hydrateInTurns(() => {
      hydrateRoot(container, <Screen />);
    });
    // The hydration's task and its effects: the page stays as drawn for both screens.
    await act(() => Promise.resolve());
    expect(container.textContent).toBe('Drawn for both screens');
    await nextTasks();
    expect(container.textContent).toBe('Drawn for a phone');

    // The screen turns: the page follows.
    await act(() => phone.turn(1280));
    await nextTasks();
    expect(container.textContent).toBe('Drawn for a desktop');
    container.remove();
  });

  it('is known at once in a page drawn in the browser', () => {
    fakeScreen(390);
    render(<Screen />);
    expect(screen.getByText('Drawn for a phone')).toBeTruthy();
  });
});
