// The compact stored text: exact round trips, plain JSON from before still read, malformed tables
// refused, and appends that give exactly the text of encoding the longer list.
import { describe, expect, test } from 'vitest';
import { createSeedData } from '@/data';
import { CompactFormatError, decodeCompact, encodeCompact } from '@/lib/compact-codec';
import { START, storedCandidate, storedStudent } from '../contract/fixtures';

const roundTrip = (value: unknown) => decodeCompact(encodeCompact(value).text).value;
/** What JSON keeps of a value: the exact result a round trip must give. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('round trips', () => {
  test('every seeded collection comes back exactly', () => {
    const { materialFiles: _files, ...collections } = createSeedData(START);
    for (const [key, value] of Object.entries(collections)) {
      expect(roundTrip(value), key).toStrictEqual(asJson(value));
    }
  });

  test('candidates and students with their optional fields come back exactly', () => {
    const candidates = [
      storedCandidate('STSE0001', { examCenter: 'Online', marks: 0, scholarship: 'None' }),
      storedCandidate('STSE0002'),
      storedCandidate('STSE0003', { marks: 72.5 }),
      storedCandidate('STSE0004', {
        pendingDetails: ['gender', 'pinCode'],
        gender: '',
        pinCode: '',
      }),
    ];
    const students = [storedStudent('SANK26120001'), storedStudent('SANK26110002')];
    expect(roundTrip(candidates)).toStrictEqual(candidates);
    expect(roundTrip(students)).toStrictEqual(students);
  });

  test('a missing key stays missing, wherever it falls in the row', () => {
    const items = [{ a: 1, b: 'x', c: true }, { a: 2, c: false }, { a: 3 }, { b: 'y' }, {}];
    const decoded = roundTrip(items) as Array<Record<string, unknown>>;
    expect(decoded).toStrictEqual(items);
    expect(decoded.map((item) => Object.keys(item))).toEqual([
      ['a', 'b', 'c'],
      ['a', 'c'],
      ['a'],
      ['b'],
      [],
    ]);
  });

  test('undefined is left out, as JSON.stringify leaves it out', () => {
    expect(
      roundTrip([
        { a: 1, b: undefined },
        { a: undefined, b: 2 },
      ]),
    ).toStrictEqual([{ a: 1 }, { b: 2 }]);
  });

  test('values that are not tables come back as they were', () => {
    for (const value of [
      [],
      [1, 'two', null, true],
      [{ a: 1 }, 'not an object'],
      [[{ a: 1 }], [{ a: 2 }]],
      { nested: { list: [{ id: 'a' }, { id: 'b' }] }, empty: {} },
      'text',
      0,
      null,
    ]) {
      expect(roundTrip(value)).toStrictEqual(value);
    }
  });

  test('a key named __proto__ is kept as data, not taken as the prototype', () => {
    const items = JSON.parse('[{"__proto__": {"polluted": true}, "id": "a"}]') as object[];
    const decoded = roundTrip(items) as Array<Record<string, unknown>>;
    expect(Object.getPrototypeOf(decoded[0])).toBe(Object.prototype);
    expect(Object.keys(decoded[0]!)).toEqual(['__proto__', 'id']);
    expect(JSON.stringify(decoded)).toBe(JSON.stringify(items));
  });
});

describe('the stored text', () => {
  test('keys are written once and a repeated string by its number', () => {
    const cities = [{ city: 'Kota' }, { city: 'Kota' }, { city: 'Pune' }, { city: 'Kota' }];
    expect(encodeCompact(cities).text).toBe(
      '{"$cols":[{"text":"city"}],"$rows":[["Kota"],[0],["Pune"],[0]]}',
    );
  });

  test('nested objects and lists of objects share one set of columns', () => {
    const students = [
      { id: 's1', fee: { total: 10, plan: [{ status: 'Paid' }, { status: 'Due', note: 'late' }] } },
      { id: 's2', fee: { total: 20, plan: [{ status: 'Due' }] } },
    ];
    expect(encodeCompact(students).text).toBe(
      '{"$cols":[{"text":"id"},{"record":"fee","cols":["total",{"table":"plan","cols":[{"text":"status"},{"text":"note"}]}]}],' +
        '"$rows":[["s1",[10,[["Paid"],["Due","late"]]]],["s2",[20,[[1]]]]]}',
    );
    expect(roundTrip(students)).toStrictEqual(students);
  });

  test('a column of mixed values, or an object holding null, is written as plain values', () => {
    expect(encodeCompact([{ v: 'a' }, { v: 1 }, { v: 'a' }]).text).toBe(
      '{"$cols":["v"],"$rows":[["a"],[1],["a"]]}',
    );
    // null would read back as a missing key, so these objects stay plain JSON.
    const withNull = [{ a: 1 }, { a: null }];
    expect(encodeCompact(withNull).text).toBe(JSON.stringify(withNull));
    expect(roundTrip(withNull)).toStrictEqual(withNull);
  });

  test('10,000 candidate-like records take well under half of their plain JSON', () => {
    const candidates = Array.from({ length: 10_000 }, (_, index) =>
      storedCandidate(`STSE${String(index + 1).padStart(4, '0')}`, {
        id: `c${index}`,
        email: `student${index}@example.com`,
      }),
    );
    const compact = encodeCompact(candidates).text;
    expect(compact.length).toBeLessThan(JSON.stringify(candidates).length * 0.35);
    expect(decodeCompact(compact).value).toStrictEqual(candidates);
  });

  test('an object with a "$cols" key is refused: it would read back as a table', () => {
    expect(() => encodeCompact({ $cols: [] })).toThrow(TypeError);
    expect(() => encodeCompact([1, { inner: { $cols: 1 } }])).toThrow(TypeError);
  });
});

describe('reading', () => {
  test('plain JSON from before the compact format decodes as it is', () => {
    const legacy = [storedCandidate('STSE0001'), storedCandidate('STSE0002', { marks: 91 })];
    expect(decodeCompact(JSON.stringify(legacy)).value).toStrictEqual(legacy);
    expect(decodeCompact('{"stse":{"examYear":2024}}').value).toStrictEqual({
      stse: { examYear: 2024 },
    });
  });

  test('text that is not JSON throws a SyntaxError', () => {
    expect(() => decodeCompact('[{"id": "half-written')).toThrow(SyntaxError);
  });

  test.each([
    ['more cells than columns', '{"$cols":["a"],"$rows":[[1,2]]}', 'row 0: the row has 2 cells'],
    [
      'a row that is not a list',
      '{"$cols":["a"],"$rows":[{"a":1}]}',
      'row 0: a row must be a list',
    ],
    ['rows that are not a list', '{"$cols":["a"],"$rows":{"0":[1]}}', '"$rows" must be a list'],
    ['no rows at all', '{"$cols":["a"]}', 'exactly "$cols" and "$rows"'],
    ['another key beside them', '{"$cols":[],"$rows":[],"x":1}', 'exactly "$cols" and "$rows"'],
    ['columns that are not a list', '{"$cols":"a","$rows":[]}', '"$cols" must be a list'],
    ['a column of no known kind', '{"$cols":[{"list":"a"}],"$rows":[]}', 'column 0: a column is'],
    ['a nested column without its columns', '{"$cols":[{"record":"a"}],"$rows":[]}', 'column 0'],
    ['a column named twice', '{"$cols":["a",{"text":"a"}],"$rows":[]}', '"a" is named twice'],
    ['a string number not yet written', '{"$cols":[{"text":"a"}],"$rows":[["x"],[1]]}', 'string 1'],
    [
      'a string number that is not whole',
      '{"$cols":[{"text":"a"}],"$rows":[["x"],[0.5]]}',
      'string 0.5',
    ],
    ['a boolean in a text column', '{"$cols":[{"text":"a"}],"$rows":[[true]]}', 'string true'],
    [
      'a record cell that is not a row',
      '{"$cols":[{"record":"a","cols":["b"]}],"$rows":[[5]]}',
      'a row must be a list',
    ],
    [
      'a table cell that is not a list',
      '{"$cols":[{"table":"a","cols":["b"]}],"$rows":[[{"b":1}]]}',
      '"a" must be a list of rows',
    ],
    [
      'a malformed table inside a value',
      '[{"v":{"$cols":["a"],"$rows":[[1,2]]}}]',
      'nested table row 0',
    ],
  ])('a malformed table throws a CompactFormatError: %s', (_name, text, message) => {
    expect(() => decodeCompact(text)).toThrow(CompactFormatError);
    expect(() => decodeCompact(text)).toThrow(message);
  });
});

describe('appending', () => {
  const base = [
    storedCandidate('STSE0001', { examCenter: 'Online', marks: 88 }),
    storedCandidate('STSE0002'),
  ];
  const more = (count: number, start = 3) =>
    Array.from({ length: count }, (_, index) =>
      storedCandidate(`STSE${String(start + index).padStart(4, '0')}`, {
        name: `Candidate ${start + index}`,
      }),
    );

  test('appended rows give exactly the text of encoding the whole longer list', () => {
    for (const added of [more(1), more(3), more(50)]) {
      const appended = decodeCompact(encodeCompact(base).text).stored.append(added);
      expect(appended?.text).toBe(encodeCompact([...base, ...added]).text);
    }
  });

  test('appends chain, from a decoded text or from a freshly encoded one', () => {
    const fromEncoded = encodeCompact(base).append(more(1))?.append(more(2, 4));
    const fromDecoded = decodeCompact(encodeCompact(base).text)
      .stored.append(more(1))
      ?.append(more(2, 4));
    const whole = encodeCompact([...base, ...more(3)]).text;
    expect(fromEncoded?.text).toBe(whole);
    expect(fromDecoded?.text).toBe(whole);
  });

  test('an append leaves the text it started from as it was', () => {
    const stored = encodeCompact(base);
    const first = stored.append([storedCandidate('STSE0003', { city: 'Ajmer' })]);
    const second = stored.append([storedCandidate('STSE0003', { city: 'Bikaner' })]);
    expect(decodeCompact(first!.text).value).toEqual([
      ...base,
      storedCandidate('STSE0003', { city: 'Ajmer' }),
    ]);
    expect(decodeCompact(second!.text).value).toEqual([
      ...base,
      storedCandidate('STSE0003', { city: 'Bikaner' }),
    ]);
  });

  test.each([
    ['a key the table has no column for', [{ ...base[1], unknown: 1 }]],
    ['a number where the column holds strings', [{ ...base[1], city: 7 }]],
    [
      'a string where the column holds lists of objects',
      [{ ...base[1], pendingDetails: ['gender'] }],
    ],
    ['null, which a row cannot tell from a missing key', [{ ...base[1], city: null }]],
    ['an item that is not an object', ['STSE0003']],
  ])('an item with %s cannot be appended: the caller encodes the whole list', (_name, items) => {
    const stored = encodeCompact(base);
    expect(stored.append(items)).toBeUndefined();
    // Nothing it tried is left behind: a fitting append still gives the whole-list text.
    expect(stored.append(more(1))?.text).toBe(encodeCompact([...base, ...more(1)]).text);
  });

  test('only a table in its own layout is appended to', () => {
    expect(encodeCompact([]).append(more(1))).toBeUndefined();
    expect(decodeCompact(JSON.stringify(base)).stored.append(more(1))).toBeUndefined();
    const spaced = JSON.stringify(JSON.parse(encodeCompact(base).text), null, 2);
    expect(decodeCompact(spaced).stored.append(more(1))).toBeUndefined();
    expect(encodeCompact(base).append([])).toBeUndefined();
  });
});

describe('reading what another tab appended', () => {
  const base = [storedStudent('SANK26120001'), storedStudent('SANK26120002')];
  const added = [storedStudent('SANK26110003'), storedStudent('SANK26120004')];

  test('gives only the added items, and the longer text to append to next', () => {
    const stored = decodeCompact(encodeCompact(base).text).stored;
    const longer = encodeCompact([...base, ...added]).text;
    const appended = stored.appended(longer);
    expect(appended?.items).toStrictEqual(added);
    expect(appended?.stored.text).toBe(longer);
    const third = storedStudent('SANK26090005');
    expect(appended?.stored.append([third])?.text).toBe(
      encodeCompact([...base, ...added, third]).text,
    );
  });

  test('any other text is not taken for an append', () => {
    const stored = encodeCompact(base);
    const edited = encodeCompact([base[0], { ...base[1]!, name: 'Changed' }, ...added]).text;
    expect(stored.appended(edited)).toBeUndefined();
    expect(stored.appended(stored.text)).toBeUndefined();
    expect(stored.appended(encodeCompact(base.slice(0, 1)).text)).toBeUndefined();
    expect(
      decodeCompact(JSON.stringify(base)).stored.appended(JSON.stringify([...base, ...added])),
    ).toBeUndefined();
    // Rows that do not decode are left for a full read to judge.
    expect(
      stored.appended(
        `${stored.text.slice(0, -2)},[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]]}`,
      ),
    ).toBeUndefined();
    expect(stored.appended(`${stored.text.slice(0, -2)},{"not":"a row"}]}`)).toBeUndefined();
  });
});
