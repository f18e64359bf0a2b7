// Text with mathematics in LaTeX, split into what is plain text and what KaTeX renders:
// `$…$` inline, `$$…$$` on its own line; `\$` is a dollar sign. An unclosed `$` is plain text, so
// a price typed as "$5" shows as typed.
export type MathSegment =
  { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

export function mathSegments(source: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = '';
  let i = 0;
  const flushText = () => {
    if (text) segments.push({ kind: 'text', text });
    text = '';
  };
  while (i < source.length) {
    if (source[i] === '\\' && source[i + 1] === '$') {
      text += '$';
      i += 2;
      continue;
    }
    if (source[i] === '$') {
      const display = source[i + 1] === '$';
      const fence = display ? '$$' : '$';
      const close = closingFence(source, i + fence.length, fence);
      if (close > i + fence.length) {
        flushText();
        segments.push({ kind: 'math', tex: source.slice(i + fence.length, close), display });
        i = close + fence.length;
        continue;
      }
    }
    text += source[i];
    i += 1;
  }
  flushText();
  return segments;
}

/** Where the fence closes (skipping `\$`), or -1. */
function closingFence(source: string, from: number, fence: string): number {
  for (let i = from; i < source.length; i += 1) {
    if (source[i] === '\\') {
      i += 1;
      continue;
    }
    if (source.startsWith(fence, i)) return i;
  }
  return -1;
}
