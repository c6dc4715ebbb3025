import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type Storage } from './storage.ts';

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  json: 'application/json',
};

/** Files in a local folder; the content type follows from the key's extension (or .meta). */
export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    assertSafeKey(key);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Write then rename, so a reader in another process never sees half a file.
    const temp = `${target}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
    const ext = key.split('.').pop() ?? '';
    if (TYPES[ext] !== contentType) await writeFile(`${target}.meta`, contentType);
  }

  async get(key: string): Promise<{ data: Buffer; contentType: string } | null> {
    const target = this.path(key);
    try {
      const data = await readFile(target);
      const ext = key.split('.').pop() ?? '';
      const contentType =
        (await readFile(`${target}.meta`, 'utf8').catch(() => undefined)) ??
        TYPES[ext] ??
        'application/octet-stream';
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return stat(this.path(key)).then(
      () => true,
      () => false,
    );
  }

  async delete(key: string): Promise<void> {
    const target = this.path(key);
    await rm(target, { force: true });
    await rm(`${target}.meta`, { force: true });
  }
}
