// Saving the settings, decided once for the browser's repository core and the server.
import { MIN_MARKS } from '../constants';
import { settingsSchema } from '../schemas';
import type { Settings, SettingsInput } from '../schemas';
import { refuse, validated } from '../adapters/validate';

/** The settings form, validated. */
export const validatedSettings = (settings: SettingsInput): Settings =>
  validated(settingsSchema, settings, 'settings');

/**
 * The settings to store: refused when a candidate already has more marks than the new maximum;
 * publishing has its own switch (setResultsPublished), so saving the other settings never
 * publishes or hides results, even from a form opened before the switch moved.
 */
export function settingsToStore(
  replacement: Settings,
  stored: Settings,
  highestMarks: number,
): Settings {
  const { maxMarks } = replacement.stse;
  const highest = Math.max(highestMarks, MIN_MARKS);
  if (highest > maxMarks) {
    refuse(
      'settings',
      'stse.maxMarks',
      `A candidate already has ${highest} marks, more than ${maxMarks}. Keep the maximum marks at ${highest} or more, or correct those marks first.`,
    );
  }
  return validated(
    settingsSchema,
    { stse: { ...replacement.stse, resultsPublished: stored.stse.resultsPublished } },
    'settings',
  );
}
