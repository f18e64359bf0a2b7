// What the fuzz sends (tests/unit/contract/http-fuzz.test.ts): hostile values (numbers past every
// column, NaN-like text, NUL, lone surrogates, look-alike characters, deep nesting, long text,
// wrong types, extra fields) and requests built from a route's valid sample with one part made
// hostile, so a case gets past the envelope into the operation's own checks and its SQL.
import fc from 'fast-check';
import type { Arbitrary } from 'fast-check';

/** A request as the fuzz sends it: JSON, an upload's form, a provider's form, or raw text. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'upload'; material: unknown; file: { name: string; type: string; text: string } }
  | { kind: 'form'; fields: Record<string, string> };

export type FuzzRequest = {
  method: string;
  /** The route's path with `:name` parameters. */
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: FuzzBody | undefined;
};

/** Numbers past what integer, bigint and double columns, dates and JavaScript hold. */
export const HOSTILE_NUMBERS = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  8.64e15 + 1,
  -8.64e15 - 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  -1,
  -0,
  0,
  0.5,
  1e-7,
  2 ** 40 + 0.25,
] as const;

/** Text that a careless parse turns into a number, or into something else. */
export const NUMBER_LIKE_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '0x7fffffff',
  '1_000',
  ' 1 ',
  '-0',
  '١٢٣',
  '１２３',
  '',
  '1e3',
  '.5',
  'null',
  'undefined',
  'true',
] as const;

/** Characters no database stores, characters that look like others, and markup. */
export const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'lone \ud800 surrogate',
  '\udfff',
  'STSE\u200b0001',
  'ЅТЅЕ0001',
  'ＳＴＳＥ０００１',
  'admin\u202egnp.exe',
  'e\u0301\u0301\u0301',
  'a@example.com\u0000',
  "Robert'); DROP TABLE students; --",
  '%_\\',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '\r\n\t',
  ' ',
  '😀'.repeat(50),
  '2026-02-30',
  '2026-11-22T25:61:00Z',
  '9999-12-31',
  '0000-01-01',
] as const;

/** A value nested `depth` levels deep (arrays or objects). */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const longText = fc
  .constantFrom(101, 201, 1_001, 5_001, 20_000, 70_000)
  .chain((length) => fc.constantFrom('x', 'é', '😀', '\u0000').map((unit) => unit.repeat(length)));

/** One hostile scalar: a number, number-like text, hostile text, long text, or a random string. */
export const hostileScalar: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...NUMBER_LIKE_TEXT),
  fc.constantFrom(...HOSTILE_TEXT),
  longText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(null, true, false),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything a JSON body may hold in a field's place: a scalar, a wrong shape, deep nesting. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], { __proto__: { admin: true } }) },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(50, 1_000), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => nested(depth, kind)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A hostile path or query value (text only: a URL carries nothing else). */
export const hostileText: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_LIKE_TEXT),
  fc.constantFrom(...HOSTILE_TEXT),
  fc.constantFrom(...HOSTILE_NUMBERS).map(String),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(300, 3_000).map((length) => 'x'.repeat(length)),
);

/** Raw text where JSON goes: malformed, deeply nested, or not JSON's kind at all. */
const rawBody: Arbitrary<FuzzBody> = fc.oneof(
  fc
    .constantFrom('{"a": ', '[1,2,', 'null', '"text"', '42', '{"__proto__": {"x": 1}}', '\u0000')
    .map((text) => ({ kind: 'text' as const, text, contentType: 'application/json' })),
  fc.constantFrom(10_000, 100_000).map((depth) => ({
    kind: 'text' as const,
    text: '['.repeat(depth) + ']'.repeat(depth),
    contentType: 'application/json',
  })),
  fc
    .constantFrom(
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
    )
    .map((contentType) => ({ kind: 'text' as const, text: 'a=1&b=2', contentType })),
);

type Path = Array<string | number>;

/** Every place in a JSON value a hostile value could go: each field, item and the whole. */
export function pathsOf(value: unknown, prefix: Path = [], depth = 0): Path[] {
  const here = [prefix];
  if (depth > 6 || value === null || typeof value !== 'object') return here;
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.slice(0, 5).map((item, index) => [index, item])
    : Object.entries(value);
  return here.concat(...entries.map(([key, item]) => pathsOf(item, [...prefix, key], depth + 1)));
}

/** The value with the one at `path` replaced (or, with `remove`, left out). */
export function replaceAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(Number(key), 1);
    else copy[Number(key)] = replaceAt(copy[Number(key)], rest, next, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[String(key)];
  else copy[String(key)] = replaceAt(copy[String(key)], rest, next, remove);
  return copy;
}

/** The value at `path` in `value`. */
function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object'
        ? (current as Record<string, unknown>)[String(key)]
        : undefined,
    value,
  );
}

/** Hostile values of a field's own kind first (a number past its column for a number), so a case
 *  gets past the type check to the field's bounds; any hostile value otherwise. */
function hostileFor(current: unknown): Arbitrary<unknown> {
  if (typeof current === 'number') {
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) }, hostileValue);
  }
  if (typeof current === 'string') {
    return fc.oneof({ weight: 3, arbitrary: hostileText }, hostileValue);
  }
  return hostileValue;
}

/** A JSON value with one field replaced, removed, or an extra one added. */
function mutatedJson(value: unknown): Arbitrary<unknown> {
  const paths = pathsOf(value);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...paths)
        .chain((path) =>
          hostileFor(valueAt(value, path)).map((next) => replaceAt(value, path, next)),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...paths).map((path) => replaceAt(value, path, undefined, true)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('isAdmin', 'id', 'role', '__proto__', 'extra'), hostileValue)
        .map(([key, extra]) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, [key]: extra }
            : value,
        ),
    },
  );
}

/** One part of a string record replaced by hostile text, removed, or an extra one added. */
function mutatedStrings(record: Record<string, string>): Arbitrary<Record<string, string>> {
  const keys = Object.keys(record);
  const extra = fc
    .tuple(fc.constantFrom('page', 'pageSize', 'id', 'extra', 'sort'), hostileText)
    .map(([key, text]) => ({ ...record, [key]: text }));
  if (keys.length === 0) return extra;
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys), hostileText)
      .map(([key, text]) => ({ ...record, [key]: text })),
    extra,
  );
}

function mutatedBody(body: FuzzBody): Arbitrary<FuzzBody> {
  switch (body.kind) {
    case 'json':
      return mutatedJson(body.value).map((value) => ({ kind: 'json' as const, value }));
    case 'upload':
      return fc.oneof(
        mutatedJson(body.material).map((material) => ({ ...body, material })),
        fc
          .record({
            name: fc.oneof(fc.constant(body.file.name), hostileText),
            type: fc.oneof(fc.constant(body.file.type), hostileText),
            text: fc.oneof(fc.constant(body.file.text), hostileText),
          })
          .map((file) => ({ ...body, file })),
      );
    case 'form':
      return mutatedStrings(body.fields).map((fields) => ({ kind: 'form' as const, fields }));
    case 'text':
      return fc.constant(body);
  }
}

/** The cases of one route: its sample with one part made hostile, or a hostile body outright. */
export function requestCases(sample: FuzzRequest): Arbitrary<FuzzRequest> {
  const cases: Array<Arbitrary<FuzzRequest>> = [
    mutatedStrings(sample.query).map((query) => ({ ...sample, query })),
  ];
  if (Object.keys(sample.params).length > 0) {
    cases.push(mutatedStrings(sample.params).map((params) => ({ ...sample, params })));
  }
  if (sample.body) {
    cases.push(mutatedBody(sample.body).map((body) => ({ ...sample, body })));
    cases.push(mutatedBody(sample.body).map((body) => ({ ...sample, body })));
    cases.push(
      fc
        .oneof(
          hostileValue.map((value): FuzzBody => ({ kind: 'json', value })),
          rawBody,
        )
        .map((body) => ({ ...sample, body })),
    );
  }
  return fc.oneof(...cases);
}

/** Numbers at and past the edges of an integer column, a safe integer and a double. */
const EDGE_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308] as const;
const EDGE_NUMBER_TEXT = ['2147483648', '-2147483649', '9007199254740993', '1e309'] as const;

/**
 * The sample with each number in it (a body's number, a query's or path's numeric text) set to
 * each edge in turn: the cases every run tries, whatever the random ones find.
 */
export function numberEdges(sample: FuzzRequest): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const numeric = (text: string) => /^-?\d+(\.\d+)?$/.test(text);
  for (const part of ['query', 'params'] as const) {
    for (const [key, text] of Object.entries(sample[part])) {
      if (!numeric(text)) continue;
      for (const edge of EDGE_NUMBER_TEXT) {
        cases.push({ ...sample, [part]: { ...sample[part], [key]: edge } });
      }
    }
  }
  const { body } = sample;
  const json = body?.kind === 'json' ? body.value : body?.kind === 'upload' ? body.material : null;
  for (const path of pathsOf(json)) {
    if (typeof valueAt(json, path) !== 'number') continue;
    for (const edge of EDGE_NUMBERS) {
      const value = replaceAt(json, path, edge);
      cases.push({
        ...sample,
        body:
          body?.kind === 'upload' ? { ...body, material: value } : { kind: 'json' as const, value },
      });
    }
  }
  return cases;
}
