// @vitest-environment node
import { createCompiledCatalog } from '@lingui/cli/api';
import { expect, test } from 'vitest';
import { lengthenText, pseudoLengthenPlugin } from '../../scripts/pseudo-lengthen-plugin.mjs';

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

test('every word grows by 40% (rounded up) in accented vowels; tags and the rest stay', () => {
  expect(lengthenText('Ĥōɱē')).toBe('Ĥōɱēēō');
  expect(lengthenText('Ŕēàď ţĥē <0>ŕűĺēś</0> ƒĩŕśţ, ')).toBe(
    'Ŕēàďēō ţĥēēō <0>ŕűĺēśēō</0> ƒĩŕśţēō, ',
  );
  expect(lengthenText('₹1,20,000 · #')).toBe('₹1,20,000 · #');
  const sentence = 'Ŧĥē ƒēē ĩś ďũē ōń ţĥē ƒĩƒţĥ ōƒ ēṽēŕŷ ɱōńţĥ';
  expect(letters(lengthenText(sentence))).toBeGreaterThanOrEqual(letters(sentence) * 1.4);
  expect(lengthenText(sentence)).not.toMatch(/[A-Za-z]/);
});

test("Lingui's compiled pseudo catalog comes out lengthened, placeholders and plurals intact", () => {
  const { source } = createCompiledCatalog(
    'pseudo',
    {
      home: 'Home',
      welcome: 'Welcome, {firstName}',
      students: '{count, plural, one {# student} other {# students}}',
    },
    { namespace: 'es', pseudoLocale: 'pseudo' },
  );
  const plugin = pseudoLengthenPlugin();
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  expect(transform(source, '/app/src/locales/hi/site.po')).toBeNull();
  const { code } = transform(source, '/app/src/locales/pseudo/site.po')!;
  const json = /JSON\.parse\((".*")\)/s.exec(code)![1]!;
  expect(JSON.parse(JSON.parse(json) as string)).toEqual({
    home: ['Ĥōḿēēō'],
    welcome: ['Ŵēĺćōḿēēōā, ', ['firstName']],
    students: [['count', 'plural', { one: ['#', ' śţũďēńţēōā'], other: ['#', ' śţũďēńţśēōāī'] }]],
  });
});
