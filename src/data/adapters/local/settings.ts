// The settings in the browser-only mode; a new maximum is checked against the marks stored in
// the same store update.
import { MIN_MARKS } from '../../constants';
import type { Settings, SettingsReplacement } from '../../schemas';
import { settingsToStore, validatedSettings } from '../../operations/settings';
import { settingsChange } from '../../operations/audit';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';

export const getSettings = (context: LocalContext): Promise<Settings> =>
  context.store.read('settings');

export async function replaceSettings(
  context: LocalContext,
  settings: SettingsReplacement,
): Promise<Settings> {
  const replacement = validatedSettings(settings);
  return auditedUpdate(
    context,
    ['settings', 'stseCandidates'],
    ({ settings: stored, stseCandidates }) => {
      const highest = Math.max(
        ...stseCandidates.map((candidate) => candidate.marks ?? MIN_MARKS),
        MIN_MARKS,
      );
      const kept = settingsToStore(replacement, stored, highest);
      return {
        write: { settings: kept },
        result: kept,
        audit: [settingsChange(stored, kept)],
      };
    },
  );
}
