// A one-page PDF whose text is shaped by HarfBuzz and drawn in an embedded TrueType font: what a
// receipt in Hindi needs. Devanagari cannot be written character by character (a vowel sign may
// stand before the consonant it follows, conjuncts are single glyphs), so each line is shaped into
// positioned glyphs and each glyph is placed where HarfBuzz put it. The font is Noto Sans
// Devanagari (SIL Open Font License), which draws Latin, digits and ₹ too; it is embedded whole,
// compressed. Each line carries its text as ActualText, so a viewer copies and searches the words.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';
import { writePdf } from '../../src/data/server';
import type { PdfLine } from '../../src/data/server';

const FONT_FILE =
  '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf';
const FONT_NAME = 'NotoSansDevanagari-Regular';
const TOP = 760;
const LEFT = 72;

type ShapingFont = {
  font: hb.Font;
  unitsPerEm: number;
  bbox: number[];
  /** The font file's length, and the file compressed for embedding (once, not per receipt). */
  length: number;
  compressed: Uint8Array;
};
let loaded: ShapingFont | undefined;

/** The font's bounding box from its `head` table (xMin, yMin, xMax, yMax), for the descriptor. */
function boundingBox(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = view.getUint16(4);
  for (let index = 0; index < tables; index += 1) {
    const entry = 12 + index * 16;
    const tag = String.fromCharCode(...bytes.subarray(entry, entry + 4));
    if (tag === 'head') {
      const head = view.getUint32(entry + 8);
      return [36, 38, 40, 42].map((offset) => view.getInt16(head + offset));
    }
  }
  throw new Error('The font has no head table.');
}

function shapingFont(): ShapingFont {
  if (!loaded) {
    const file = readFileSync(createRequire(import.meta.url).resolve(FONT_FILE));
    const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
    const face = new hb.Face(new hb.Blob(bytes.slice().buffer));
    loaded = {
      font: new hb.Font(face),
      unitsPerEm: face.upem,
      bbox: boundingBox(bytes),
      length: bytes.length,
      compressed: deflateSync(bytes),
    };
  }
  return loaded;
}

type PlacedGlyph = { glyph: number; x: number; y: number };

/** A line's glyphs in font units from its start, as HarfBuzz shaped them. */
function shapeLine(text: string, font: hb.Font): PlacedGlyph[] {
  // (HarfBuzz's memory for the buffer is freed when it is collected.)
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  let pen = 0;
  return buffer.getGlyphInfos().map((info, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index]!;
    const placed = { glyph: info.codepoint, x: pen + xOffset, y: yOffset };
    pen += xAdvance;
    return placed;
  });
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');
const round = (value: number) => Number(value.toFixed(2));

/** Text as a PDF text string in UTF-16BE hex (with its byte-order mark). */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) hex += hex4(text.charCodeAt(index));
  return `<${hex}>`;
}

/** One A4 page of lines, from the top left down, in the embedded font. */
export function createShapedPdf(lines: readonly PdfLine[]): Uint8Array<ArrayBuffer> {
  const { font, unitsPerEm, bbox, length, compressed } = shapingFont();
  const used = new Set<number>();
  const content: string[] = [];
  let baseline = TOP;
  lines.forEach((line, index) => {
    if (index > 0) baseline -= line.below ?? line.size * 1.5;
    const scale = line.size / unitsPerEm;
    content.push(`/Span << /ActualText ${utf16Hex(line.text)} >> BDC`, 'BT', `/F1 ${line.size} Tf`);
    for (const { glyph, x, y } of shapeLine(line.text, font)) {
      used.add(glyph);
      content.push(`1 0 0 1 ${round(LEFT + x * scale)} ${round(baseline + y * scale)} Tm`);
      content.push(`<${hex4(glyph)}> Tj`);
    }
    content.push('ET', 'EMC');
  });
  // Widths in thousandths of the font size, as PDF reads them (this font has 1,000 units an em).
  const widths = [...used]
    .sort((a, b) => a - b)
    .map((glyph) => `${glyph} [${Math.round((font.glyphHAdvance(glyph) * 1000) / unitsPerEm)}]`);
  const pageContent = content.join('\n');

  return writePdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 8 0 R >>',
      `<< /Type /Font /Subtype /Type0 /BaseFont /${FONT_NAME} /Encoding /Identity-H /DescendantFonts [5 0 R] >>`,
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${FONT_NAME} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 6 0 R /CIDToGIDMap /Identity /DW 1000 /W [${widths.join(' ')}] >>`,
      `<< /Type /FontDescriptor /FontName /${FONT_NAME} /Flags 32 /FontBBox [${bbox.join(' ')}] /ItalicAngle 0 /Ascent ${bbox[3]} /Descent ${bbox[1]} /CapHeight 714 /StemV 80 /FontFile2 7 0 R >>`,
      {
        dictionary: `<< /Length ${compressed.length} /Length1 ${length} /Filter /FlateDecode >>`,
        stream: compressed,
      },
      `<< /Length ${pageContent.length} >>\nstream\n${pageContent}\nendstream`,
    ],
    // Marked content with ActualText is PDF 1.5's.
    '1.7',
  );
}
