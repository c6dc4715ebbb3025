import { Writable } from 'node:stream';
import type { App } from '../app.ts';
import { createTestApp, type TestContext } from './app.ts';

export type LoggedApp = TestContext & {
  /** What the server wrote to its log, line by line; empty it to watch from a moment on. */
  lines: string[];
};

/** The test app at LOG_LEVEL info with its log captured instead of printed. */
export async function createLoggedApp(extend?: (app: App) => void): Promise<LoggedApp> {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream, ...(extend ? { extend } : {}) });
  return { ...ctx, lines };
}
