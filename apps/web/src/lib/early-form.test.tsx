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

const FIELDS = ['name', 'message'] as const;

function LiveForm(props: {
  id: string;
  setValue: (field: (typeof FIELDS)[number], value: string) => void;
  submit: () => void;
}) {
  const early = useEarlyForm(props.id, FIELDS, props.setValue, props.submit);
  return <form {...early} aria-label="live" />;
}

describe('a server-rendered form before its code has run', () => {
  it('keeps what was typed and a submit, stops the browser’s own submit, and hands both over once live', () => {
    const typedBefore = serverForm('typed-before');
    const first = typedBefore.querySelector('input');
    if (first) first.value = 'Asha';
    noteEarlyInput();

    const form = serverForm('early-form');
    const input = form.querySelector('input');
    if (input) input.value = 'Rohan';
    input?.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.remove();

    const setValue = vi.fn();
    const send = vi.fn();
    const { getByRole } = render(<LiveForm id="early-form" setValue={setValue} submit={send} />);
    expect(setValue.mock.calls).toEqual([
      ['name', 'Rohan'],
      ['message', ''],
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    // Live: its own code answers from now on.
    expect(getByRole('form', { name: 'live' }).dataset.early).toBeUndefined();

    // Typed before the page's code ran (read when noting began), not submitted: set again only.
    const setTyped = vi.fn();
    const sendTyped = vi.fn();
    render(<LiveForm id="typed-before" setValue={setTyped} submit={sendTyped} />);
    expect(setTyped).toHaveBeenCalledWith('name', 'Asha');
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
    const setValue = vi.fn();
    render(<LiveForm id="already-live" setValue={setValue} submit={() => undefined} />);
    expect(setValue).not.toHaveBeenCalled();
    form.remove();
  });
});
