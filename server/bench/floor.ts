// The floor of `npm run bench:server`: what the public requests cost with nothing but the SQL.
// A bare node:http server (no framework, no middleware, no checks, no limits) that answers the
// result lookup, the admit-card lookup and the registration form at the portal's own paths, by
// running the statements the portal runs for each (read off its Drizzle queries) through `pg`
// (PostgreSQL) or PGlite's own client, and the same pure rules to shape the answer. The bench
// starts it as a child process on 127.0.0.1 on the same database the portal ran on, and drives it
// with the same crowd, so each of the portal's figures can be given as a share of this one.
//   FLOOR_PORT               where it listens (127.0.0.1 only)
//   DATABASE_URL | DATA_DIR  the database, as for the server
// A registration here is one transaction per request, with the portal's statements in the
// portal's order: the roll-number lock, the settings, the roll counters, the issued numbers, the
// schools named, the candidate, the counters, the audit entry; then the change's NOTIFY.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  OPERATIONS,
  VISITOR_ACTOR,
  admitCardFor,
  auditEntry,
  created,
  lookedUpCandidate,
  newId,
  percentileOf,
  resultLookupFor,
  rollNoKey,
  stseRollNumbersAfter,
} from '../../src/data/server';
import type { Candidate, CandidateLookup, Settings } from '../../src/data/server';
import { CHANGES_CHANNEL } from '../http/live';

type Row = Record<string, unknown>;
type Query = (text: string, params?: unknown[]) => Promise<Row[]>;
type Database = {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

async function openPostgres(url: string): Promise<Database> {
  const pg = (await import('pg')).default;
  // As many connections as the portal's pool (server/db/open.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const query: Query = async (text, params) => (await pool.query(text, params)).rows as Row[];
  return {
    query,
    async transaction(work) {
      const client = await pool.connect();
      const inTransaction: Query = async (text, params) =>
        (await client.query(text, params)).rows as Row[];
      try {
        await client.query('begin');
        const result = await work(inTransaction);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(folder: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  return {
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    transaction: (work) =>
      client.transaction((tx) =>
        work(async (text, params) => (await tx.query<Row>(text, params)).rows),
      ),
    close: () => client.close(),
  };
}

// ----- the result lookup: one statement, as the portal's lookupResult -----
const RESULT_SQL = `
  select (select doc from settings limit 1) as settings, c.doc as candidate,
         coalesce((select sum(m.count) filter (where m.marks > c.marks) from mark_counts m
                    where m.current_class = c.current_class), 0)::int as above,
         coalesce((select sum(m.count) from mark_counts m
                    where m.current_class = c.current_class), 0)::int as appeared
    from (select 1) as one
    left join candidates c on c.roll_key = $1`;

async function lookupResult(db: Database, lookup: CandidateLookup) {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return { status: 'not-found' };
  const [found] = await db.query(RESULT_SQL, [wanted]);
  const { settings, candidate, above, appeared } = found as {
    settings: Settings;
    candidate: Candidate | null;
    above: number;
    appeared: number;
  };
  return resultLookupFor(lookedUpCandidate(candidate ?? undefined, lookup), settings, () => ({
    rank: above + 1,
    classSize: appeared,
    percentile: percentileOf(appeared - above, appeared),
  }));
}

// ----- the admit-card lookup: two statements at once, as the portal's lookupAdmitCard -----
async function lookupAdmitCard(db: Database, lookup: CandidateLookup) {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return undefined;
  const [[settings], [candidate]] = await Promise.all([
    db.query('select "doc" from "settings" limit $1', [1]),
    db.query('select "doc" from "candidates" where "candidates"."roll_key" = $1 limit $2', [
      wanted,
      1,
    ]),
  ]);
  return admitCardFor(
    lookedUpCandidate(candidate?.doc as Candidate | undefined, lookup),
    settings!.doc as Settings,
  );
}

// ----- the registration: the portal's transaction for one registration -----
async function register(db: Database, input: Row): Promise<Candidate> {
  const added = await db.transaction(async (query) => {
    const [settings] = await query('select "doc" from "settings" limit $1', [1]);
    const prefix = (settings!.doc as Settings).stse.rollNoPrefix;
    const schoolName = String(input.schoolName ?? '');
    const schools = await query(
      `select "id", "doc"->>'name' as name from "schools" where ("schools"."name_key" in ($1) or "schools"."name_key" is null)`,
      [schoolName.trim().replace(/\s+/g, ' ').toLowerCase()],
    );
    // The counters' rows, moved on as the portal moves them (server/data/counters.ts; both are
    // seeded already, so the seeding branch never runs here).
    const upsert =
      'insert into "counters" ("name", "value") values ($1, -1) on conflict ("name") do update set "value" = greatest("counters"."value", $2) + 1 returning "value"';
    const [count] = await query(upsert, ['candidates', 0]);
    if (Number(count!.value) < 0)
      throw new Error('The counters are not seeded: run the portal first.');
    const [reached] = await query(upsert, [
      `stse-roll:${prefix.toLowerCase()}`,
      Number(count!.value) - 1,
    ]);
    const rollNo = stseRollNumbersAfter(prefix, Number(reached!.value) - 1, 1)[0]!;
    const at = new Date();
    const school = schools.find(
      (row) => String(row.name).toLowerCase() === schoolName.toLowerCase(),
    );
    const candidate = {
      ...input,
      ...(school ? { schoolId: String(school.id) } : {}),
      id: newId(),
      rollNo,
      registrationDate: at.toISOString(),
      pendingDetails: [],
    } as unknown as Candidate;
    await query(
      'insert into "candidates" ("id", "seq", "roll_no", "roll_key", "registered_at", "doc") values ($1, default, $2, $3, $4, $5)',
      [candidate.id, rollNo, rollNoKey(rollNo), at.getTime(), candidate],
    );
    const entry = auditEntry(VISITOR_ACTOR, new Date(), created('candidate', candidate));
    await query(
      'insert into "audit_log" ("id", "seq", "at", "actor_id", "actor_key", "entity", "entity_id", "student_id", "doc") values ($1, default, $2, $3, $4, $5, $6, $7, $8)',
      [
        entry.id,
        Date.parse(entry.at),
        entry.actor.id,
        'visitor',
        'candidate',
        candidate.id,
        null,
        entry,
      ],
    );
    return candidate;
  });
  await db.query('select pg_notify($1, $2)', [
    CHANGES_CHANNEL,
    JSON.stringify(OPERATIONS.addCandidate.changes),
  ]);
  return added;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** The floor's three routes, at the portal's paths. */
export function floorHandler(db: Database) {
  const routes: Record<string, (body: Row) => Promise<unknown>> = {
    [`POST ${OPERATIONS.lookupResult.path}`]: (body) => lookupResult(db, body as CandidateLookup),
    [`POST ${OPERATIONS.lookupAdmitCard.path}`]: (body) =>
      lookupAdmitCard(db, body as CandidateLookup),
    [`POST ${OPERATIONS.addCandidate.path}`]: (body) => register(db, body),
  };
  return async (request: IncomingMessage, response: ServerResponse) => {
    const route = routes[`${request.method} ${request.url}`];
    if (!route) return answer(response, 404, { error: 'no such route' });
    try {
      const result = await route(JSON.parse(await readBody(request)) as Row);
      answer(response, 200, result === undefined ? {} : { data: result });
    } catch (error) {
      answer(response, 500, { error: String(error) });
    }
  };
}

const port = Number(process.env.FLOOR_PORT);
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite(process.env.DATA_DIR!);
const server = createServer(floorHandler(db));
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void db.close().then(() => process.exit(0));
});
