// A deliberately small reader for the PDFs Chromium prints (page.pdf()), enough to count pages
// and read their text: uncompressed object table, Flate streams, Type0 fonts with a ToUnicode
// map, and text drawn with `<hex> Tj` / `[<hex> ...] TJ`. Not a general PDF parser.
import { inflateSync } from 'node:zlib';

type PdfObject = { dictionary: string; stream?: Buffer };

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  // latin1 keeps one character per byte, so string offsets are byte offsets.
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const objectPattern = /(\d+) 0 obj\b([\s\S]*?)endobj/g;
  for (let match = objectPattern.exec(source); match; match = objectPattern.exec(source)) {
    const body = match[2] ?? '';
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf(body) + body.indexOf('\n', streamAt) + 1;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? 0);
    const raw = pdf.subarray(start, start + length);
    const stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/** Glyph code to text, from a ToUnicode CMap's bfchar and bfrange sections. */
function readCMap(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  const hex = (value: string) => Number.parseInt(value, 16);
  const text = (value: string) =>
    String.fromCharCode(...(value.match(/.{4}/g) ?? []).map((unit) => hex(unit)));
  for (const section of cmap.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
    for (const [, code = '', unicode = ''] of section.matchAll(/<([0-9A-F]+)>\s*<([0-9A-F]+)>/gi)) {
      codes.set(hex(code), text(unicode));
    }
  }
  for (const section of cmap.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
    const ranges = section.matchAll(/<([0-9A-F]+)>\s*<([0-9A-F]+)>\s*<([0-9A-F]+)>/gi);
    for (const [, first = '', last = '', unicode = ''] of ranges) {
      for (let code = hex(first); code <= hex(last); code += 1) {
        codes.set(code, String.fromCharCode(hex(unicode) + code - hex(first)));
      }
    }
  }
  return codes;
}

/** The number of pages and each page's text, in drawing order. */
export function readPdf(pdf: Buffer): { pageCount: number; pages: string[] } {
  const objects = readObjects(pdf);
  const reference = (dictionary: string, key: string) =>
    Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);
  const pages = [...objects.values()].filter((object) =>
    /\/Type \/Page\b(?!s)/.test(object.dictionary),
  );
  const texts = pages.map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontTable = /\/Font\s*<<([^>]*)>>/.exec(page.dictionary)?.[1] ?? '';
    for (const [, name = '', id = ''] of fontTable.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const font = objects.get(Number(id));
      const cmap = font && objects.get(reference(font.dictionary, 'ToUnicode'))?.stream;
      fonts.set(name, cmap ? readCMap(cmap.toString('latin1')) : new Map());
    }
    const content = objects.get(reference(page.dictionary, 'Contents'))?.stream?.toString('latin1');
    let font = new Map<number, string>();
    let text = '';
    const operations = /\/(\w+) [\d.]+ Tf|<([0-9A-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/gi;
    for (const [, fontName, shown, shownArray] of (content ?? '').matchAll(operations)) {
      if (fontName) {
        font = fonts.get(fontName) ?? new Map();
        continue;
      }
      const hexRuns = shown ?? (shownArray ?? '').match(/<([0-9A-F]*)>/gi)?.join('') ?? '';
      for (const unit of hexRuns.replace(/[<>]/g, '').match(/.{4}/g) ?? []) {
        text += font.get(Number.parseInt(unit, 16)) ?? '';
      }
    }
    return text;
  });
  return { pageCount: pages.length, pages: texts };
}
