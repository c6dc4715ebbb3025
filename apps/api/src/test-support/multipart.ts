import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; data: Buffer; type?: string };

/**
 * A multipart/form-data body for app.inject: `...multipart([{ name: 'file', filename, data }])`
 * gives the payload and its content-type header, merged with `headers` (e.g. the bearer token).
 */
export function multipart(
  parts: FormPart[],
  headers: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vastra${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push('value' in part ? Buffer.from(part.value) : part.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
