import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { createMailer } from '../../integrations/email/index.ts';
import type { Notifier } from './notifications.ts';

const notifiers = new WeakMap<AppDeps, Notifier>();

/**
 * The app's one shop notifier, built from the environment on first use (when routes are
 * registered, so EMAIL_PROVIDER=smtp without its settings stops the server at boot).
 */
export function appNotifier(app: FastifyInstance): Notifier {
  let notifier = notifiers.get(app.deps);
  if (!notifier) {
    const mailer = createMailer(app.deps.env, app.db, app.log);
    notifier = { db: app.db, env: app.deps.env, mailer, log: app.log };
    notifiers.set(app.deps, notifier);
  }
  return notifier;
}
