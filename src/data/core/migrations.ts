// The stored format's version history. Data written by an older version is upgraded on start-up,
// before anything reads it, instead of failing validation and being set aside.
import type { CollectionKey } from './types';
import { openingEntries, schoolIdNamed } from '../rules';
import { isRealIsoDate } from '../constants';
import { parseStored, studentSchema } from '../schemas';
import { z } from 'zod';

export const SCHEMA_VERSION_KEY = 'schemaVersion';
export const CURRENT_SCHEMA_VERSION = 5;

/** The collections as decoded from storage, not yet validated; a key not stored is absent. */
export type StoredJson = Partial<Record<CollectionKey, unknown>>;
type Migration = (data: StoredJson, context: { today: string }) => StoredJson;

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies `upgrade` to each object of a stored array; anything else is left for validation to judge. */
function eachObject(value: unknown, upgrade: (item: JsonObject) => JsonObject): unknown {
  return Array.isArray(value)
    ? value.map((item: unknown) => (isObject(item) ? upgrade(item) : item))
    : value;
}

/**
 * migrations[n] upgrades version n to n + 1. Each only adds what is missing, so running one twice
 * (a start-up whose version write failed) changes nothing the second time. The values come
 * parsed from any stored format, and start-up writes every key back as plain JSON.
 */
export const migrations: Record<number, Migration> = {
  // Version 0 is the original product's format, before this rebuild added fields:
  // candidates gained pendingDetails (a school's bulk rows may leave details to complete),
  // settings gained the admit card's exam year, and a notification without isScheduled gets it
  // from its date, as a new one would.
  0: (data, { today }) => ({
    ...data,
    stseCandidates: eachObject(data.stseCandidates, (candidate) =>
      Array.isArray(candidate.pendingDetails) ? candidate : { ...candidate, pendingDetails: [] },
    ),
    notifications: eachObject(data.notifications, (notification) =>
      typeof notification.isScheduled === 'boolean'
        ? notification
        : {
            ...notification,
            isScheduled:
              typeof notification.date === 'string' &&
              isRealIsoDate(notification.date) &&
              notification.date > today,
          },
    ),
    settings:
      isObject(data.settings) && isObject(data.settings.stse) && !('examYear' in data.settings.stse)
        ? { ...data.settings, stse: { ...data.settings.stse, examYear: 2024 } }
        : data.settings,
  }),
  // Version 2 stored the same values as column tables (./legacy-column-tables.ts); start-up reads
  // either format, so the values need no change.
  1: (data) => data,
  // Version 3 adds the fee ledger: each installment already showing money paid gets one
  // opening-balance entry, so paid amounts derived from the ledger equal what was shown. Students
  // that do not pass validation get none; their first read sets them aside anyway.
  2: (data, { today }) => {
    if (data.payments !== undefined) return data;
    const students = parseStored(z.array(studentSchema), data.students ?? []);
    const at = new Date(`${today}T00:00:00+05:30`);
    return { ...data, payments: students.success ? openingEntries(students.data, [], at) : [] };
  },
  // Version 4 stores plain JSON again. Start-up has read the column tables of versions 2 and 3
  // into values, and writing them back as plain JSON is the whole upgrade.
  3: (data) => data,
  // Version 5 links each candidate to the partner school it belongs to (schoolId), which alone
  // decides what a school sees: the one school whose name matches the typed school name ignoring
  // case and spaces. A name matching no school, or two, leaves the candidate unlinked.
  4: (data) => {
    const schools = Array.isArray(data.schools)
      ? data.schools.filter(
          (school): school is { id: string; name: string } =>
            isObject(school) && typeof school.id === 'string' && typeof school.name === 'string',
        )
      : [];
    return {
      ...data,
      stseCandidates: eachObject(data.stseCandidates, (candidate) => {
        if (candidate.schoolId !== undefined || typeof candidate.schoolName !== 'string') {
          return candidate;
        }
        const schoolId = schoolIdNamed(candidate.schoolName, schools);
        return schoolId === undefined ? candidate : { ...candidate, schoolId };
      }),
    };
  },
};

/** Upgrades data of `fromVersion` to the current version. */
export function migrate(data: StoredJson, fromVersion: number, today: string): StoredJson {
  let upgraded = data;
  for (let version = fromVersion; version < CURRENT_SCHEMA_VERSION; version += 1) {
    const migration = migrations[version];
    if (!migration) throw new Error(`No migration from stored data version ${version}.`);
    upgraded = migration(upgraded, { today });
  }
  return upgraded;
}
