/** Thrown instead of waiting while the database is known to be unreachable. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is unreachable') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// Connection exceptions (class 08), a server shutting down or not yet accepting connections.
const LOST_STATES = /^(08...|57P0[1-4])$/;
// A statement cancelled by statement_timeout, a transaction ended by the idle timeout, no free
// server connection, a transaction chosen as a deadlock's victim or failing serialisation (rolled
// back whole; writes that race can lock rows in different orders): the database is there but
// cannot answer this request now, and the same request again may well succeed.
const BUSY_STATES = /^(57014|25P03|53300|40P01|40001)$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated due to connection timeout',
  'is not queryable',
  'PGlite is closed',
  'Cannot use a pool after calling end',
];

function matches(error: unknown, states: RegExp): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || states.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True when the connection to the database is gone or cannot be made. */
function isConnectionLost(error: unknown): boolean {
  return matches(error, LOST_STATES);
}

/** True when an error means "the database cannot answer now", not "this request is wrong". */
export function isDatabaseUnavailable(error: unknown): boolean {
  return matches(error, LOST_STATES) || matches(error, BUSY_STATES);
}

/**
 * Remembers that the database stopped answering, so requests fail at once (503) instead of each
 * waiting for a timeout. While it is down, a probe on a fresh connection runs every `retryMs`;
 * the first one that gets an answer lets requests through again.
 */
export class AvailabilityTracker {
  private down = false;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly retryMs = 500,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** The error to throw instead of trying, or null when the database is thought reachable. */
  refusal(): DatabaseUnavailableError | null {
    return this.down ? new DatabaseUnavailableError() : null;
  }

  failed(error: unknown): void {
    if (error instanceof DatabaseUnavailableError || !isConnectionLost(error)) return;
    this.markDown();
  }

  markDown(): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.schedule();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    this.timer = setTimeout(() => {
      if (this.closed) return;
      this.probe().then(
        () => {
          this.down = false;
        },
        () => this.schedule(),
      );
    }, this.retryMs);
    this.timer.unref();
  }
}
