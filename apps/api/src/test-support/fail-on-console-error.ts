import { afterEach } from 'vitest';

// epic-stack's habit: a console.error during a test is a failure, not noise.
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0) throw new Error(`console.error was called: ${String(seen[0]?.[0])}`);
});
