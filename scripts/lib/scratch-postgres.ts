import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster on 127.0.0.1 from Debian's binaries, for benchmarks. */
export function startScratchPostgres(port: number): { url: string; stop: () => void } {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql, or set DATABASE_URL');
  const root = mkdtempSync(join(tmpdir(), 'vastra-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: 'ignore' });
  };
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  run(`${bin}/initdb`, ['-D', `${root}/data`, '-A', 'trust', '-U', 'postgres']);
  run(`${bin}/pg_ctl`, [
    '-D',
    `${root}/data`,
    '-l',
    `${root}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200 -c shared_buffers=512MB -c fsync=off -c synchronous_commit=off -c random_page_cost=1.1`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      const args = ['-D', `${root}/data`, '-m', 'fast', 'stop'];
      spawnSync(
        asRoot ? 'runuser' : `${bin}/pg_ctl`,
        asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`, ...args] : args,
      );
      rmSync(root, { recursive: true, force: true });
    },
  };
}
