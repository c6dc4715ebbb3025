import { readFileSync } from 'node:fs';

/** A PDF that Chromium printed (Skia's writer, a classic cross-reference table): a file from the wild. */
export const CHROMIUM_PDF = readFileSync(new URL('./files/chromium-print.pdf', import.meta.url));

/**
 * A small one-page PDF written with its real byte offsets, the cross-reference as a classic table
 * or (PDF 1.5) as an uncompressed XRef stream. `title` lands in the document's Info dictionary.
 */
export function buildPdf(title: string, opts: { xrefStream?: boolean } = {}): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    `<< /Title (${title}) >>`,
  ];
  let body = `%PDF-${opts.xrefStream ? '1.5' : '1.4'}\n%\xe2\xe3\xcf\xd3\n`;
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const size = objects.length + 2;
  if (opts.xrefStream) {
    // Each entry: type (1 byte), offset (4 bytes), generation (1 byte).
    const rows = [[0, 0, 255], ...offsets.map((o) => [1, o, 0]), [1, xrefAt, 0]];
    const data = Buffer.concat(
      rows.map(([type, offset, gen]) => {
        const row = Buffer.alloc(6);
        row.writeUInt8(type!, 0);
        row.writeUInt32BE(offset!, 1);
        row.writeUInt8(gen!, 5);
        return row;
      }),
    );
    const head = `${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 1] /Root 1 0 R /Info 4 0 R /Length ${data.length} >>\nstream\n`;
    const tail = `\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`;
    return Buffer.concat([Buffer.from(body + head, 'latin1'), data, Buffer.from(tail, 'latin1')]);
  }
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
