// Runs the server's migrations one by one on a PGlite database, so a test can put rows in the
// shape an older release left them and then run the migration it is about.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const folder = path.resolve('server/db/migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ idx: number; tag: string }>;
};

/** The journal index of the migration whose tag ends with `suffix` (as `_staff`). */
export function migrationIndex(suffix: string): number {
  const entry = journal.entries.find(({ tag }) => tag.endsWith(suffix));
  if (!entry) throw new Error(`No migration ends with ${suffix}`);
  return entry.idx;
}

/** Runs, in order, the migrations whose journal index `which` accepts. */
export async function migrate(client: PGlite, which: (idx: number) => boolean): Promise<void> {
  for (const entry of journal.entries.filter(({ idx }) => which(idx))) {
    const text = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await client.exec(statement);
    }
  }
}
