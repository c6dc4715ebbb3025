import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away PostgreSQL cluster on 127.0.0.1 from Debian's binaries, for benchmarks. */
export function startScratchPostgres(port: number): {
  url: string;
  stop: () => void;
  /** Whether its shared memory sits in huge pages (record 49). */
  hugePages: boolean;
} {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
  const bin = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql, or set DATABASE_URL');
  const root = mkdtempSync(join(tmpdir(), 'vastra-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  // PostgreSQL's programs refuse to run as root: root runs them as the postgres user.
  const asPostgres = (cmd: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const run = (cmd: string, args: string[]) => execFileSync(...asPostgres(cmd, args), { stdio: 'ignore' });
  if (asRoot) chownSync(root, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  run(`${bin}/initdb`, ['-D', `${root}/data`, '-A', 'trust', '-U', 'postgres']);
  const settings =
    '-c max_connections=200 -c shared_buffers=512MB -c fsync=off -c synchronous_commit=off -c random_page_cost=1.1';
  // Shared memory in huge pages, as a production database server has it (record 49): reserved
  // here for the run when this process may (root), given back at stop; `try` starts without them.
  const asked = ['-D', `${root}/data`, ...settings.split(' '), '-C', 'shared_memory_size_in_huge_pages'];
  const pages = Number(capture(...asPostgres(`${bin}/postgres`, asked)));
  const giveBack = asRoot && pages > 0 ? reserveHugePages(pages) : () => {};
  const freeBefore = freeHugePages();
  run(`${bin}/pg_ctl`, [
    '-D',
    `${root}/data`,
    '-l',
    `${root}/log`,
    '-w',
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 ${settings} -c huge_pages=try`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    hugePages: pages > 0 && freeBefore - freeHugePages() >= pages,
    stop: () => {
      spawnSync(...asPostgres(`${bin}/pg_ctl`, ['-D', `${root}/data`, '-m', 'fast', 'stop']));
      giveBack();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A command's standard output, trimmed ('' when it fails). */
function capture(file: string, args: string[]): string {
  const result = spawnSync(file, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

const NR_HUGEPAGES = '/proc/sys/vm/nr_hugepages';

/**
 * Asks the kernel for `pages` more free huge pages when it has fewer (the kernel may find fewer:
 * PostgreSQL with huge_pages=try then starts without them). Returns what puts the count back.
 */
function reserveHugePages(pages: number): () => void {
  try {
    const before = Number(readFileSync(NR_HUGEPAGES, 'utf8'));
    const free = freeHugePages();
    if (free >= pages) return () => {};
    writeFileSync(NR_HUGEPAGES, String(before + pages - free));
    return () => {
      try {
        writeFileSync(NR_HUGEPAGES, String(before));
      } catch {
        // The pages stay reserved; nothing else depends on it.
      }
    };
  } catch {
    return () => {};
  }
}

/** Huge pages neither in use nor promised to a process that has not touched them yet. */
function freeHugePages(): number {
  const info = existsSync('/proc/meminfo') ? readFileSync('/proc/meminfo', 'utf8') : '';
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
  return field('HugePages_Free') - field('HugePages_Rsvd');
}
