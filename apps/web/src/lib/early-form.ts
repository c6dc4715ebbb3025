import { useEffect, useSyncExternalStore } from 'react';

/*
 * A form the server renders whose code loads after the page's (the contact and franchise forms:
 * react-hook-form and zod stay out of the page's first script). Until that code has run, the form
 * on screen is the server's HTML, even once the page around it is live: React cannot hydrate it
 * yet, so it stops every event in it, and the browser would then submit it the old way, a GET of
 * the same address with the fields in the query string, reloading the page; the tap was lost and
 * what was typed went into the address. So such a form
 *   - has `method="dialog"`: outside a <dialog>, a browser's own submit does nothing at all;
 *   - is marked `data-early="wait"` until its code is live. What is typed in it and a submit
 *     meanwhile are noted here (listeners on the document, which hear events before React's
 *     root does) and given to the form once it is live: the values typed are set again
 *     (react-hook-form empties its fields when it takes them over) and a submit is made again.
 */

type Early = { values: FormData; submitted: boolean };
const early = new Map<string, Early>();
let listening = false;

function waitingForm(target: EventTarget | null): HTMLFormElement | null {
  const form =
    target instanceof HTMLFormElement
      ? target
      : target instanceof HTMLInputElement ||
          target instanceof HTMLTextAreaElement ||
          target instanceof HTMLSelectElement
        ? target.form
        : null;
  return form?.dataset.early === 'wait' && form.id ? form : null;
}

function note(event: Event) {
  const form = waitingForm(event.target);
  if (!form) return;
  const submitted = event.type === 'submit';
  if (submitted) event.preventDefault();
  early.set(form.id, {
    values: new FormData(form),
    submitted: submitted || early.get(form.id)?.submitted === true,
  });
}

/**
 * Starts noting (once). Called by the code of the pages around such forms, which runs before the
 * page is hydrated; what was typed before that (the page's script still on its way) is read now.
 */
export function noteEarlyInput(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-early="wait"][id]')) {
    early.set(form.id, { values: new FormData(form), submitted: false });
  }
  document.addEventListener('input', note, true);
  document.addEventListener('submit', note, true);
}

const subscribe = () => () => undefined;

/**
 * The attributes of such a form (spread on the <form>); once its code is live, what happened
 * before is handed over: the values typed in `fields` set again with `setValue`, then `submit()`
 * if it was submitted.
 */
export function useEarlyForm<F extends string>(
  id: string,
  fields: readonly F[],
  setValue: (field: F, value: string) => void,
  submit: () => unknown,
) {
  // False in the server's HTML and while hydrating it; true from then on (and at once in a page
  // drawn in the browser).
  const live = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!live) return;
    const found = early.get(id);
    if (!found) return;
    early.delete(id);
    for (const field of fields) setValue(field, String(found.values.get(field) ?? ''));
    if (found.submitted) void submit();
  }, [live, id, fields, setValue, submit]);
  return { id, method: 'dialog', 'data-early': live ? undefined : 'wait' } as const;
}
