import { session } from './session';

/** The API's error body, {error: {code, message, fields}}, as a thrown error. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** Anything else the error says (a taken kit part, a free piece offered instead). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = {
  params?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** '/api/products' + {size: 38, colour: undefined} → '/api/products?size=38'. */
function withParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** How requests are sent: the browser's fetch, or on the server the API answering in process. */
let sendRequest: typeof fetch = (input, init) => fetch(input, init);

/** The server render's requests go to the API in the same process (entry-server.tsx). */
export function setRequestSender(sender: typeof fetch): void {
  sendRequest = sender;
}

const OFFLINE = 'You seem to be offline. Please check your connection and try again.';

type Body = { json: unknown } | { form: FormData } | undefined;

/**
 * Every call to the API goes through here: the bearer token rides along, a 401 logs the customer
 * out, and a failed call (offline, or an error status) becomes an ApiError with the server's text.
 */
async function send(method: string, path: string, body: Body, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const token = session.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  // A multipart form gets no content-type: the browser writes the boundary itself.
  if (body && 'json' in body) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await sendRequest(withParams(path, options.params), {
      method,
      headers,
      body: body === undefined ? undefined : 'json' in body ? JSON.stringify(body.json) : body.form,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', OFFLINE);
  }

  // Any 401 means the session is over: the customer is logged out.
  if (response.status === 401) session.clear();
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const error = (
      data as {
        error?: { code?: string; message?: string; fields?: Record<string, string> } & Record<
          string,
          unknown
        >;
      }
    )?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? `Server error: ${response.status}`,
      error?.fields ?? {},
      error ?? {},
    );
  }
  return response;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const body = options.body === undefined ? undefined : { json: options.body };
  const response = await send(method, path, body, {
    ...options,
    headers: { accept: 'application/json', ...options.headers },
  });
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}

/** The storefront's only way to the API: JSON, bearer token, errors as ApiError. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A private file (profile photo, document) as a Blob, for an object URL. */
  file: async (path: string, signal?: AbortSignal): Promise<Blob> =>
    (await send('GET', path, undefined, { signal })).blob(),
  /** A multipart upload (PUT /api/me/photo, POST /api/me/documents) → the JSON answer. */
  sendForm: async <T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> =>
    (await send(method, path, { form }, {})).json() as Promise<T>,
};

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);
