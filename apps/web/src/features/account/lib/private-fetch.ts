import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';

/** The api client's offline text, for the two kinds of call it does not make (files, multipart). */
const OFFLINE = 'You seem to be offline. Please check your connection and try again.';

/**
 * A call with the bearer token whose body or answer is not JSON: a private file, or a multipart
 * upload. Same rules as lib/api-client: a 401 logs out, a failure is an ApiError.
 */
async function send(method: string, path: string, body?: FormData, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = session.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    // No content-type: the browser writes the multipart boundary itself.
    response = await fetch(path, { method, headers, body, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', OFFLINE);
  }
  if (response.status === 401) session.clear();
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const error = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } })
      ?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? `Server error: ${response.status}`,
      error?.fields ?? {},
    );
  }
  return response;
}

/** A private file (profile photo, document) as a Blob, for an object URL. */
export async function fetchPrivateFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await send('GET', path, undefined, signal)).blob();
}

/** A multipart form (PUT /api/me/photo, POST /api/me/documents) → the JSON answer. */
export async function sendForm<T>(method: 'POST' | 'PUT', path: string, form: FormData): Promise<T> {
  return (await send(method, path, form)).json() as Promise<T>;
}
