// Tiny but valid PDF files for the sample materials, built in code so the seed needs no binary
// assets: one A4 page of lines (a title and a line of text; a receipt on the server), and a
// cross-reference table whose byte offsets are exact (viewers reject a PDF whose offsets are
// wrong). The server's Hindi receipt writes its file with the same writer.

/** Only printable ASCII goes into the file, so each character is one byte and offsets hold. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, '\\$&');
}

/** One line of a page: its text, its font size, and how far below the line before it it sits. */
export type PdfLine = { text: string; size: number; below?: number };

const TOP_LEFT = '72 760 Td';

/** A title and one line of text (the sample materials). */
export function createTextPdf(title: string, line: string): Uint8Array<ArrayBuffer> {
  return createPdf([
    { text: title, size: 20 },
    { text: line, size: 12, below: 32 },
  ]);
}

/** One A4 page of lines in Helvetica, from the top left down (a receipt; a sample material). */
export function createPdf(lines: readonly PdfLine[]): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    ...lines.flatMap((line, index) => [
      `/F1 ${line.size} Tf ${index === 0 ? TOP_LEFT : `0 -${line.below ?? line.size * 1.5} Td`}`,
      `(${pdfText(line.text)}) Tj`,
    ]),
    'ET',
  ].join('\n');
  return writePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ]);
}

/** A PDF object: its text, or a dictionary and the binary stream that follows it (a font file). */
export type PdfObject = string | { dictionary: string; stream: Uint8Array };

/** The file: the numbered objects (the first is the catalog), then a cross-reference table whose
 *  byte offsets are exact. */
export function writePdf(objects: readonly PdfObject[], version = '1.4'): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let length = 0;
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  add(`%PDF-${version}\n`);
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    if (typeof object === 'string') {
      add(`${index + 1} 0 obj\n${object}\nendobj\n`);
    } else {
      add(`${index + 1} 0 obj\n${object.dictionary}\nstream\n`);
      add(object.stream);
      add('\nendstream\nendobj\n');
    }
  });
  const xrefOffset = length;
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  add(offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join(''));
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`);
  const pdf = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    pdf.set(part, at);
    at += part.length;
  }
  return pdf;
}
