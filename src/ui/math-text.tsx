import { useEffect, useState } from 'react';
import type KatexModule from 'katex';
import { mathSegments } from './math-segments';

type Katex = typeof KatexModule;

/** KaTeX and its stylesheet, loaded the first time a page shows mathematics (kept off the home
 *  page's bundle). */
let katexLoad: Promise<Katex> | undefined;
function loadKatex(): Promise<Katex> {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([module]) => module.default,
  );
  return katexLoad;
}

export type MathTextProps = {
  /** Text with LaTeX between `$…$` (inline) or `$$…$$` (display). */
  text: string;
  /** The text's language (`hi` for Hindi), so screen readers and fonts choose right. */
  lang?: string;
  className?: string;
};

/**
 * Text with its mathematics rendered by KaTeX (HTML for the eye, MathML for screen readers).
 * Until KaTeX has loaded, and for LaTeX it cannot read, the source shows as typed.
 */
export function MathText({ text, lang, className }: MathTextProps) {
  const segments = mathSegments(text);
  const hasMath = segments.some((segment) => segment.kind === 'math');
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    if (!hasMath || katex) return;
    let live = true;
    loadKatex().then(
      (loaded) => live && setKatex(() => loaded),
      // Offline before KaTeX arrived: the LaTeX source stays readable.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hasMath, katex]);

  return (
    <span lang={lang} className={className} data-math-ready={hasMath ? Boolean(katex) : undefined}>
      {segments.map((segment, index) => {
        if (segment.kind === 'text') return <span key={index}>{segment.text}</span>;
        const source = segment.display ? `$$${segment.tex}$$` : `$${segment.tex}$`;
        if (!katex) return <code key={index}>{source}</code>;
        // KaTeX escapes the text it renders and, with trust off, allows no links or HTML.
        const html = katex.renderToString(segment.tex, {
          displayMode: segment.display,
          throwOnError: false,
          output: 'htmlAndMathml',
          trust: false,
          strict: 'ignore',
        });
        return <span key={index} dangerouslySetInnerHTML={{ __html: html }} />;
      })}
    </span>
  );
}
