import { staffSession } from './staff-session';

/** An error answer of the API ({error: {code, message, fields}}), or a network failure (status 0). */
export class StaffApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

/** url('/api/staff/orders', {q: 'VS1', page: 2, status: ''}) → '/api/staff/orders?q=VS1&page=2'. */
function url(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type Payload = { json: unknown } | { form: FormData } | null;

/**
 * The back office's one way to the API: the staff bearer token on every call; a 401 ends the
 * staff session (the app then shows the sign-in page); an error answer becomes a StaffApiError.
 */
async function call(method: string, path: string, payload: Payload, signal?: AbortSignal): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  const token = staffSession.getToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (payload && 'json' in payload) headers.set('content-type', 'application/json');
  const body = payload === null ? undefined : 'json' in payload ? JSON.stringify(payload.json) : payload.form;
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new StaffApiError(0, 'NETWORK', 'No connection to the server. Check the network and try again.');
  }
  if (response.status === 401) staffSession.clear();
  if (response.ok) return response;
  const answer = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string> };
  } | null;
  throw new StaffApiError(
    response.status,
    answer?.error?.code ?? 'INTERNAL',
    answer?.error?.message ?? `The server answered ${response.status}.`,
    answer?.error?.fields ?? {},
  );
}

async function json<T>(response: Response): Promise<T> {
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

export const staffApi = {
  get: async <T>(path: string, query?: Query, signal?: AbortSignal) =>
    json<T>(await call('GET', url(path, query), null, signal)),
  post: async <T>(path: string, body?: unknown) =>
    json<T>(await call('POST', path, body === undefined ? null : { json: body })),
  patch: async <T>(path: string, body: unknown) => json<T>(await call('PATCH', path, { json: body })),
  put: async <T>(path: string, body: unknown) => json<T>(await call('PUT', path, { json: body })),
  delete: async <T>(path: string) => json<T>(await call('DELETE', path, null)),
  /** A multipart upload (inspection photos). */
  form: async <T>(path: string, form: FormData) => json<T>(await call('POST', path, { form })),
  /** A private file (ID document, CSV export) as a Blob: the token rides along, so no plain link. */
  blob: async (path: string, query?: Query) => (await call('GET', url(path, query), null)).blob(),
};

export const isStaffApiError = (error: unknown, status?: number): error is StaffApiError =>
  error instanceof StaffApiError && (status === undefined || error.status === status);
