import { expect, test } from 'vitest';
import { mathSegments } from '@/ui/math-segments';

test('inline and display mathematics, with the text around them', () => {
  expect(mathSegments('If $x^2 = 4$, then $$x = \\pm 2$$ holds.')).toEqual([
    { kind: 'text', text: 'If ' },
    { kind: 'math', tex: 'x^2 = 4', display: false },
    { kind: 'text', text: ', then ' },
    { kind: 'math', tex: 'x = \\pm 2', display: true },
    { kind: 'text', text: ' holds.' },
  ]);
});

test('an escaped or unclosed dollar is plain text', () => {
  expect(mathSegments('Costs \\$5 and $3')).toEqual([{ kind: 'text', text: 'Costs $5 and $3' }]);
  expect(mathSegments('$$')).toEqual([{ kind: 'text', text: '$$' }]);
  expect(mathSegments('$a \\$ b$')).toEqual([{ kind: 'math', tex: 'a \\$ b', display: false }]);
});

test('Hindi text with mathematics', () => {
  expect(mathSegments('यदि $a+b=5$ है')).toEqual([
    { kind: 'text', text: 'यदि ' },
    { kind: 'math', tex: 'a+b=5', display: false },
    { kind: 'text', text: ' है' },
  ]);
});
