import { inflateSync } from 'node:zlib';

/**
 * A strict structural check of a PDF file, without rendering it: the header, `startxref` and
 * `%%EOF` at the end, and a cross-reference section at the offset `startxref` names, either a
 * classic table (whose entries must point at the objects they name, with a trailer naming the
 * document's Root) or a cross-reference stream (an XRef object whose stream inflates). Earlier
 * sections of an incrementally updated file (`/Prev`) are checked the same way. A truncated or
 * made-up file fails; a file that PDF readers open passes.
 */
export function isWellFormedPdf(data: Buffer): boolean {
  if (!/^%PDF-(1\.[0-7]|2\.0)[\r\n ]/.test(data.subarray(0, 9).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  const end = /startxref\s+(\d{1,10})\s+%%EOF\s*$/.exec(tail);
  if (!end) return false;
  const seen = new Set<number>();
  let offset: number | null = Number(end[1]);
  let rootFound = false;
  while (offset !== null) {
    // A loop of /Prev pointers or too many updates is not a file we keep.
    if (seen.has(offset) || seen.size >= 64 || offset <= 0 || offset >= data.length) return false;
    seen.add(offset);
    const section = readSection(data, offset);
    if (!section) return false;
    rootFound ||= section.hasRoot;
    offset = section.prev;
  }
  return rootFound;
}

type Section = { prev: number | null; hasRoot: boolean };

function readSection(data: Buffer, offset: number): Section | null {
  const head = data.subarray(offset, offset + 5).toString('latin1');
  return head.startsWith('xref') ? readTable(data, offset) : readStream(data, offset);
}

const SUBSECTION = /(\d{1,10})[ ]+(\d{1,10})[ \t]*\r?\n?/y;
const ENTRY = /(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)/y;
const TRAILER = /\s*trailer\s*<<([\s\S]*?)>>\s*startxref\b/y;

/** A classic table: `xref`, subsections of 20-byte entries, then `trailer << ... >>`. */
function readTable(data: Buffer, offset: number): Section | null {
  const text = data.subarray(offset).toString('latin1');
  const start = /^xref[ \t]*\r?\n/.exec(text);
  if (!start) return null;
  let pos = start[0].length;
  let entries = 0;
  for (;;) {
    SUBSECTION.lastIndex = pos;
    const sub = SUBSECTION.exec(text);
    if (!sub) break;
    pos = SUBSECTION.lastIndex;
    const count = Number(sub[2]);
    if (pos + count * 20 > text.length) return null;
    for (let i = 0; i < count; i++) {
      ENTRY.lastIndex = pos;
      const entry = ENTRY.exec(text);
      if (!entry) return null;
      pos += 20;
      entries++;
      if (entry[3] === 'n' && !objectAt(data, Number(entry[1]), Number(sub[1]) + i)) return null;
    }
  }
  TRAILER.lastIndex = pos;
  const trailer = entries > 0 ? TRAILER.exec(text.slice(0, pos + 16_384)) : null;
  if (!trailer?.[1] || !/\/Size\s+\d+/.test(trailer[1])) return null;
  return { prev: prevOf(trailer[1]), hasRoot: /\/Root\s+\d+\s+\d+\s+R/.test(trailer[1]) };
}

/** A cross-reference stream: `N G obj << /Type /XRef ... >> stream ... endstream`. */
function readStream(data: Buffer, offset: number): Section | null {
  const text = data.subarray(offset, Math.min(data.length, offset + 4096)).toString('latin1');
  const obj = /^(\d+)\s+(\d+)\s+obj\s*<<([\s\S]*?)>>\s*stream\r?\n/.exec(text);
  const dict = obj?.[3];
  if (!obj || !dict || !/\/Type\s*\/XRef\b/.test(dict) || !/\/Size\s+\d+/.test(dict)) return null;
  if (!/\/W\s*\[\s*\d+\s+\d+\s+\d+\s*\]/.test(dict)) return null;
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  if (!length) return null;
  const start = offset + Buffer.byteLength(obj[0], 'latin1');
  const stop = start + Number(length[1]);
  if (stop > data.length) return null;
  const after = data.subarray(stop, stop + 32).toString('latin1');
  if (!/^\s*endstream/.test(after)) return null;
  if (/\/Filter\s*\/FlateDecode/.test(dict)) {
    try {
      inflateSync(data.subarray(start, stop));
    } catch {
      return null;
    }
  }
  return { prev: prevOf(dict), hasRoot: /\/Root\s+\d+\s+\d+\s+R/.test(dict) };
}

function prevOf(dict: string): number | null {
  const prev = /\/Prev\s+(\d{1,10})/.exec(dict);
  return prev ? Number(prev[1]) : null;
}

/** Whether object `number` starts at `offset` (`12 0 obj`). */
function objectAt(data: Buffer, offset: number, number: number): boolean {
  if (offset >= data.length) return false;
  const head = data.subarray(offset, offset + 24).toString('latin1');
  const match = /^(\d+)\s+\d+\s+obj\b/.exec(head);
  return match !== null && Number(match[1]) === number;
}
