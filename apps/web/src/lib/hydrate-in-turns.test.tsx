import { fireEvent, render, screen } from '@testing-library/react';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { type ReactNode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { nextTasks } from '@/test/next-tasks';
import { hydrateInTurns, InTurn, isFirstHydration, useFirstHydrationOver } from './hydrate-in-turns';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** A product page of two parts; `id` names them apart from another test's (a part takes one turn). */
function Page({ id = 'test', top }: { id?: string; top?: ReactNode }) {
  return (
    <div>
      <h1>Walnut Checked Blazer</h1>
      {top}
      <InTurn id={`${id}-gallery`}>
        <section aria-label="Pictures">
          <Counter label="Pictures" />
        </section>
      </InTurn>
      <InTurn id={`${id}-related`}>
        <section aria-label="Related">
          <Counter label="Related" />
        </section>
      </InTurn>
    </div>
  );
}

describe('hydration in turns', () => {
  it('takes over each part of the server HTML in a later task, keeping its elements, and the parts then work', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString((<Page />) as unknown as VNode);
    document.body.append(container);
    const heading = container.querySelector('h1');
    const pictures = screen.getByRole('region', { name: 'Pictures' });
    const related = screen.getByRole('region', { name: 'Related' });

    hydrateInTurns(() => {
      hydrateRoot(container, <Page />);
    });
    // Within the first task, the parts still show the server's HTML, where it was, not yet taken
    // over: a tap there is not answered yet (their turn is a later task).
    expect(screen.getByRole('region', { name: 'Pictures' })).toBe(pictures);
    expect(screen.getByRole('region', { name: 'Related' })).toBe(related);
    fireEvent.click(screen.getByRole('button', { name: 'Related 0' }));
    expect(screen.getByRole('button', { name: 'Related 0' })).toBeTruthy();

    await nextTasks();
    // Taken over, not drawn again: the same elements, now answering taps.
    expect(container.querySelector('h1')).toBe(heading);
    expect(screen.getByRole('region', { name: 'Pictures' })).toBe(pictures);
    expect(screen.getByRole('region', { name: 'Related' })).toBe(related);
    fireEvent.click(screen.getByRole('button', { name: 'Related 0' }));
    expect(screen.getByRole('button', { name: 'Related 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pictures 0' }));
    expect(screen.getByRole('button', { name: 'Pictures 1' })).toBeTruthy();
    expect(container.querySelectorAll('section')).toHaveLength(2);
    container.remove();
  });

  it('draws a part at once outside the first hydration', () => {
    render(
      <InTurn id="test-drawn">
        <p>Free for your date</p>
      </InTurn>,
    );
    expect(screen.getByText('Free for your date')).toBeTruthy();
  });

  it('keeps a part that waits for its condition as the server drew it, through re-renders around it, and takes it over once the condition holds', async () => {
    let show: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      show = resolve;
    });
    const until = () => shown;
    function Menus({ visits }: { visits: number }) {
      return (
        <div>
          <p>Visits {visits}</p>
          <InTurn id="test-menus" until={until}>
            <nav aria-label="Menus">
              <Counter label="Men" />
            </nav>
          </InTurn>
        </div>
      );
    }
    function Shell() {
      const [visits, setVisits] = useState(0);
      return (
        <section aria-label="Shell">
          <button type="button" onClick={() => setVisits(visits + 1)}>
            Visit
          </button>
          <Menus visits={visits} />
        </section>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString((<Shell />) as unknown as VNode);
    document.body.append(container);
    const menus = screen.getByRole('navigation', { name: 'Menus' });
    const men = screen.getByRole('button', { name: 'Men 0' });

    hydrateInTurns(() => {
      hydrateRoot(container, <Shell />);
    });
    await nextTasks();
    // The rest of the page is taken over; the waiting part is the server's HTML, not answering.
    fireEvent.click(screen.getByRole('button', { name: 'Visit' }));
    await nextTasks();
    expect(screen.getByText('Visits 1')).toBeTruthy();
    fireEvent.click(men);
    expect(screen.getByRole('button', { name: 'Men 0' })).toBe(men);
    expect(screen.getByRole('navigation', { name: 'Menus' })).toBe(menus);

    // The condition holds: the same elements are taken over, and answer.
    show();
    await nextTasks();
    expect(screen.getByRole('navigation', { name: 'Menus' })).toBe(menus);
    fireEvent.click(screen.getByRole('button', { name: 'Men 0' }));
    expect(screen.getByRole('button', { name: 'Men 1' })).toBe(men);
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    container.remove();
  });

  it('draws a part with a condition at once outside the first hydration, the condition unmet', () => {
    render(
      <InTurn id="test-drawn-later" until={() => new Promise<void>(() => undefined)}>
        <p>Sherwanis</p>
      </InTurn>,
    );
    expect(screen.getByText('Sherwanis')).toBeTruthy();
  });

  it('lets one part go per task, and says so (and marks the page live) once the last has had its turn', async () => {
    function Three() {
      return (
        <div>
          {['Sherwani', 'Lehenga', 'Bandhgala'].map((label) => (
            <InTurn key={label} id={`test-one-${label}`}>
              <Counter label={label} />
            </InTurn>
          ))}
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString((<Three />) as unknown as VNode);
    document.body.append(container);
    delete document.documentElement.dataset.ready;
    const hydrated: string[] = [];
    const answering = () =>
      ['Sherwani', 'Lehenga', 'Bandhgala'].filter((label) => {
        const button = screen.getByRole('button', { name: new RegExp(`^${label} `) });
        fireEvent.click(button);
        return button.textContent !== `${label} 0` || screen.queryByRole('button', { name: `${label} 1` });
      });
    hydrateInTurns(
      () => {
        hydrateRoot(container, <Three />);
      },
      () => hydrated.push('done'),
    );
    const seen: number[] = [];
    const live: boolean[] = [];
    for (let task = 0; task < 5; task += 1) {
      await nextTasks(1);
      live.push(document.documentElement.dataset.ready === 'true');
      seen.push(answering().length);
    }
    // One more part answers after each task; the end is told in a task after the last.
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    expect(hydrated).toEqual(['done']);
    // Browser tests touch a page once it says it is live: every part answers by then.
    expect(live.slice(0, 2)).toEqual([false, false]);
    expect(live.at(-1)).toBe(true);
    expect(seen.filter((_, task) => live[task])).toEqual(live.filter(Boolean).map(() => 3));
    container.remove();
  });
  it('tells a component when the first hydration is over, after the last part’s turn', async () => {
    function Verdict() {
      const over = useFirstHydrationOver();
      return <p>{over ? 'Not free for your date' : 'Checking your date'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString((<Page id="test-over" top={<Verdict />} />) as unknown as VNode);
    document.body.append(container);
    // The server draws it with no hydration under way.
    expect(container.textContent).toContain('Not free for your date');
    container.innerHTML = container.innerHTML.replace('Not free for your date', 'Checking your date');
    hydrateInTurns(() => {
      hydrateRoot(container, <Page id="test-over" top={<Verdict />} />);
    });
    await Promise.resolve();
    expect(screen.getByText('Checking your date')).toBeTruthy();
    await nextTasks();
    expect(screen.getByText('Not free for your date')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Related 0' })).toBeTruthy();
    container.remove();
  });

  it('does not draw a page again as its hydration ends when it has nothing waiting for that', async () => {
    let draws = 0;
    function Booking() {
      draws += 1;
      const over = useFirstHydrationOver(false);
      return <p>{over ? 'Choose your event date' : 'Checking your date'}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString((<Page id="test-quiet" top={<Booking />} />) as unknown as VNode);
    document.body.append(container);
    draws = 0;
    hydrateInTurns(() => {
      hydrateRoot(container, <Page id="test-quiet" top={<Booking />} />);
    });
    await nextTasks();
    expect(screen.getByRole('button', { name: 'Related 0' })).toBeTruthy();
    expect(screen.getByText('Choose your event date')).toBeTruthy();
    expect(draws).toBe(1);
    container.remove();
  });

  it('runs the page’s effects without asking the browser for frames while it takes the page over, and after a frame again once it is over', async () => {
    const frames = vi.spyOn(globalThis, 'requestAnimationFrame');
    const seen: string[] = [];
    function Recent({ name }: { name: string }) {
      useEffect(() => {
        seen.push(name);
      }, [name]);
      return <p>Recently viewed: {name}</p>;
    }
    const container = document.createElement('div');
    const page = <Page id="test-frames" top={<Recent name="Walnut Checked Blazer" />} />;
    container.innerHTML = renderToString(page as unknown as VNode);
    document.body.append(container);
    hydrateInTurns(() => {
      hydrateRoot(container, page);
    });
    // Waited for with plain timers: the testing library's act() runs effects its own way.
    await vi.waitFor(() => expect(isFirstHydration()).toBe(false));
    await vi.waitFor(() => expect(seen).toEqual(['Walnut Checked Blazer']));
    expect(screen.getByRole('button', { name: 'Related 0' })).toBeTruthy();
    // Its effects ran, and no frame was asked for.
    expect(frames).not.toHaveBeenCalled();

    // A page drawn afresh later runs its effects after the next frame, as Preact does by default.
    const later = document.createElement('div');
    document.body.append(later);
    createRoot(later).render(<Recent name="Sky Blue Sherwani" />);
    await vi.waitFor(() => expect(seen).toEqual(['Walnut Checked Blazer', 'Sky Blue Sherwani']));
    expect(frames).toHaveBeenCalled();
    frames.mockRestore();
    container.remove();
    later.remove();
  });
});
