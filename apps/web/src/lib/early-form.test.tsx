import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { noteEarlyInput, useEarlyForm } from './early-form';

/** The server's HTML of a form whose code has not run yet. */
function serverForm(id: string): HTMLFormElement {
  const form = document.createElement('form');
  form.id = id;
  form.method = 'dialog';
  form.dataset.early = 'wait';
  form.innerHTML =
    '<input name="name"><textarea name="message"></textarea><button type="submit">Send</button>';
  document.body.append(form);
  return form;
}

/** The name a restore was handed. */
const typed = (restore: ReturnType<typeof vi.fn>) =>
  (restore.mock.calls[0]?.[0] as FormData | undefined)?.get('name');

function LiveForm(props: { id: string; restore: (values: FormData) => void; submit: () => void }) {
  const early = useEarlyForm(props.id, props.restore, props.submit);
  return <form {...early} aria-label="live" />;
}

describe('a server-rendered form before its code has run', () => {
  it('keeps what was typed and a submit, stops the browser’s own submit, and hands both over once live', () => {
    const typedBefore = serverForm('typed-before');
    typedBefore.querySelector('input')!.value = 'Asha';
    noteEarlyInput();

    const form = serverForm('early-form');
    const input = form.querySelector('input')!;
    input.value = 'Rohan';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.remove();

    const restore = vi.fn();
    const send = vi.fn();
    const { getByRole } = render(<LiveForm id="early-form" restore={restore} submit={send} />);
    expect(restore).toHaveBeenCalledTimes(1);
    expect(typed(restore)).toBe('Rohan');
    expect(send).toHaveBeenCalledTimes(1);
    // Live: its own code answers from now on.
    expect(getByRole('form', { name: 'live' }).dataset.early).toBeUndefined();

    // Typed before the page's code ran (read when noting began), not submitted: restored only.
    const restoreTyped = vi.fn();
    const sendTyped = vi.fn();
    render(<LiveForm id="typed-before" restore={restoreTyped} submit={sendTyped} />);
    expect(typed(restoreTyped)).toBe('Asha');
    expect(sendTyped).not.toHaveBeenCalled();
    typedBefore.remove();
  });

  it('leaves a live form’s submit to its own code', () => {
    noteEarlyInput();
    const form = serverForm('already-live');
    delete form.dataset.early;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    const restore = vi.fn();
    render(<LiveForm id="already-live" restore={restore} submit={() => undefined} />);
    expect(restore).not.toHaveBeenCalled();
    form.remove();
  });
});
