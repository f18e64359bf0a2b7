// Saving the settings, decided once for the browser's repository core and the server.
import { z } from 'zod';
import { MIN_MARKS } from '../constants';
import { gstRegistrationSchema, payeeDetailsSchema, settingsSchema } from '../schemas';
import { dailySettingsSchema } from '../schemas/settings';
import { admissionsSettingsSchema } from '../schemas/enquiries';
import type { AdmissionsSettings } from '../schemas/enquiries';
import type { Settings, SettingsReplacement } from '../schemas';
import { refuse, validated } from '../core/validate';

/**
 * Each form saves its own section (the STSE settings, the payee details, the GST registration), so a form opened
 * before another section changed never puts that section back.
 */
const replacementSchema = z.object({
  stse: settingsSchema.shape.stse.optional(),
  payee: payeeDetailsSchema.optional(),
  gst: gstRegistrationSchema.optional(),
  daily: dailySettingsSchema.optional(),
  admissions: admissionsSettingsSchema.optional(),
});
type ValidatedReplacement = z.output<typeof replacementSchema>;

/** The settings form, validated. */
export const validatedSettings = (settings: SettingsReplacement): ValidatedReplacement =>
  validated(replacementSchema, settings, 'settings');

/**
 * The settings to store: the sections sent, and the others as stored. Refused when a candidate
 * already has more marks than the new maximum; publishing has its own switch
 * (setResultsPublished), so saving the other settings never publishes or hides results, even
 * from a form opened before the switch moved.
 */
export function settingsToStore(
  replacement: ValidatedReplacement,
  stored: Settings,
  highestMarks: number,
): Settings {
  const stse = replacement.stse ?? stored.stse;
  const highest = Math.max(highestMarks, MIN_MARKS);
  if (replacement.stse && highest > stse.maxMarks) {
    refuse(
      'settings',
      'stse.maxMarks',
      `A candidate already has ${highest} marks, more than ${stse.maxMarks}. Keep the maximum marks at ${highest} or more, or correct those marks first.`,
    );
  }
  return validated(
    settingsSchema,
    {
      stse: { ...stse, resultsPublished: stored.stse.resultsPublished },
      payee: replacement.payee ?? stored.payee,
      gst: replacement.gst ?? stored.gst,
      daily: replacement.daily ?? stored.daily,
      admissions: replacement.admissions
        ? keptStages(replacement.admissions, stored.admissions)
        : stored.admissions,
    },
    'settings',
  );
}

export const STAGE_KEPT_MESSAGE =
  'A saved stage stays, with its kind: enquiries may be at it. Rename it instead.';

/**
 * The owner renames, reorders and adds stages; a saved stage is never removed nor given another
 * kind, since enquiries at it were counted as that kind (open or closed) when they moved there.
 */
function keptStages(next: AdmissionsSettings, stored: AdmissionsSettings): AdmissionsSettings {
  for (const stage of stored.stages) {
    const kept = next.stages.find((candidate) => candidate.id === stage.id);
    if (!kept || kept.kind !== stage.kind)
      refuse('settings', 'admissions.stages', STAGE_KEPT_MESSAGE);
  }
  return next;
}
