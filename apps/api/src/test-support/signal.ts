/** A promise a test resolves by hand: one concurrent step tells another it may go on. */
export function signal(): { done: Promise<void>; send: () => void } {
  let send = () => {};
  const done = new Promise<void>((resolve) => {
    send = resolve;
  });
  return { done, send };
}
