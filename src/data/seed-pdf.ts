// Tiny but valid PDF files for the sample materials, built in code so the seed needs no binary
// assets: one A4 page with a title and a line of text, and a cross-reference table whose byte
// offsets are exact (viewers reject a PDF whose offsets are wrong).

/** Only printable ASCII goes into the file, so each character is one byte and offsets hold. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, '\\$&');
}

export function createTextPdf(title: string, line: string): Uint8Array<ArrayBuffer> {
  const content = [
    'BT',
    '/F1 20 Tf 72 760 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 12 Tf 0 -32 Td',
    `(${pdfText(line)}) Tj`,
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = pdf.length;
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, EOL.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}
