// The institute's settings: one document, replaced whole by the admin.
import { sql } from 'drizzle-orm';
import { settingsChange, settingsToStore, validatedSettings } from '../../src/data/server';
import type { Settings, SettingsReplacement } from '../../src/data/server';
import { audit, firstRow, readSettings, writeSettings } from './context';
import type { DataContext } from './context';

const getSettings = ({ db }: DataContext) => readSettings(db);

async function replaceSettings(
  context: DataContext,
  settings: SettingsReplacement,
): Promise<Settings> {
  const replacement = validatedSettings(settings);
  return context.db.transaction(async (tx) => {
    const stored = await readSettings(tx);
    const { highest } = await firstRow<{ highest: number | null }>(
      tx.execute(sql`select coalesce(max((doc->>'marks')::float8), 0) as highest from candidates`),
    );
    const kept = settingsToStore(replacement, stored, Number(highest ?? 0));
    await writeSettings(tx, kept);
    await audit(context, tx, [settingsChange(stored, kept)]);
    return kept;
  });
}

export const settingsOperations = { getSettings, replaceSettings };
