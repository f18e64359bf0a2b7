// Messages to enquiries on the server: the segment is SQL over the enquiries' generated columns
// (a tier by its registrants' marks), each decision src/data's, the messages queued in the outbox
// in the same transaction that gives first-time recipients their Unsubscribe key.
import { and, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { resolveTemplates } from '../../src/data/server';
import {
  SEGMENT_LIMIT,
  UNSUBSCRIBE_ACTOR,
  checkedEnquiryMessage,
  decideUnsubscribe,
  plannedCounts,
  plannedMessages,
  previewOf,
  segmentStageIds,
  tierMarksRange,
  unsubscribeSchema,
  validated,
} from '../../src/data/server-enquiries';
import type {
  EnquiryMessage,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
  EnquiryReach,
  SegmentPerson,
  Unsubscribe,
} from '../../src/data/server-enquiries';
import * as t from '../db/schema';
import { containing, docs, inBranches, readSettings } from './context';
import type { DataContext, Runner, Tx } from './context';
import { writeEnquiries } from './enquiry-intake';
import { queueMessages } from './outbox';

const SEGMENT_ROWS = SEGMENT_LIMIT + 1;

/** The segment as a condition on the enquiries (and their registrations' marks). */
async function segmentCondition(
  runner: Runner,
  message: EnquiryMessage,
  reach: EnquiryReach,
): Promise<SQL | undefined> {
  const { segment } = message;
  const e = t.enquiries;
  const scope = and(
    reach.branchIds === undefined ? undefined : inBranches(e.branchId, reach.branchIds),
    reach.assigneeId === undefined ? undefined : eq(e.assigneeId, reach.assigneeId),
    eq(e.merged, false),
  );
  if (segment.enquiryId !== undefined) return and(scope, eq(e.id, segment.enquiryId));
  const settings = await readSettings(runner);
  const tier =
    segment.tier === undefined
      ? undefined
      : tierMarksRange(segment.tier, settings.stse.scholarshipTiers);
  const school = segment.schoolName?.trim() ?? '';
  return and(
    scope,
    inArray(e.stageId, segmentStageIds(segment, settings.admissions.stages)),
    segment.stageId === undefined ? eq(e.open, true) : undefined,
    segment.source === undefined ? undefined : eq(e.source, segment.source),
    segment.currentClass === undefined
      ? undefined
      : sql`(${e.doc}->>'currentClass')::int = ${segment.currentClass}`,
    school === '' ? undefined : ilike(sql`${e.doc}->>'schoolName'`, containing(school)),
    segment.tier === undefined
      ? undefined
      : tier === undefined
        ? sql`false`
        : and(
            gte(t.candidates.marks, tier.min),
            tier.below === undefined ? undefined : lt(t.candidates.marks, tier.below),
          ),
  );
}

/**
 * The people of the segment, at most one more than the limit (that one says it is too large,
 * without counting all of a large segment), and how many that is.
 */
async function segmentPeople(
  runner: Runner,
  message: EnquiryMessage,
  reach: EnquiryReach,
  lock: boolean,
): Promise<{ people: SegmentPerson[]; matched: number }> {
  const e = t.enquiries;
  const person = sql<SegmentPerson>`jsonb_build_object('id', ${e.id}, 'name', ${e.name},
    'mobile', ${e.mobile}, 'email', ${e.email}) || jsonb_strip_nulls(jsonb_build_object(
    'whatsappOptInAt', ${e.doc}->'whatsappOptInAt', 'unsubscribedAt', ${e.doc}->'unsubscribedAt',
    'optOutKey', ${e.doc}->'optOutKey'))`;
  const query = runner
    .select({ doc: person })
    .from(e)
    .leftJoin(t.candidates, eq(t.candidates.id, e.candidateId))
    .where(await segmentCondition(runner, message, reach))
    .orderBy(e.seq)
    .limit(SEGMENT_ROWS);
  const rows = await (lock ? query.for('update', { of: e }) : query);
  return { people: docs(rows), matched: rows.length };
}

async function templatesOf(runner: Runner) {
  return resolveTemplates(
    docs(await runner.select({ doc: t.messageTemplates.doc }).from(t.messageTemplates)),
  );
}

async function previewEnquiryMessage(
  context: DataContext,
  input: EnquiryMessageInput,
  reach: EnquiryReach = {},
): Promise<EnquiryMessagePreview> {
  const message = checkedEnquiryMessage(input);
  const [{ people, matched }, templates] = await Promise.all([
    segmentPeople(context.db, message, reach, false),
    templatesOf(context.db),
  ]);
  return previewOf(people, matched, message, templates, {
    publicUrl: context.publicUrl ?? '',
    setUp: context.channels ?? [],
  });
}

/** Gives first-time recipients their Unsubscribe key (the rows are locked by the send). */
async function keepOptOutKeys(tx: Tx, keyed: ReadonlyArray<{ id: string; optOutKey: string }>) {
  if (keyed.length === 0) return;
  await tx.execute(sql`
    update ${t.enquiries} set doc = ${t.enquiries.doc} || jsonb_build_object('optOutKey', k.key)
      from jsonb_to_recordset(${JSON.stringify(keyed.map(({ id, optOutKey }) => ({ id, key: optOutKey })))}::jsonb)
        as k(id text, key text)
     where ${t.enquiries.id} = k.id`);
}

async function sendEnquiryMessage(
  context: DataContext,
  input: EnquiryMessageInput,
  reach: EnquiryReach = {},
): Promise<EnquiryMessageResult> {
  const message = checkedEnquiryMessage(input);
  return context.db.transaction(async (tx) => {
    // Locked: two sends at once give a first-time recipient one key, not two.
    const { people, matched } = await segmentPeople(tx, message, reach, true);
    const { planned, keyed } = plannedMessages(people, matched, message, context.publicUrl ?? '');
    await keepOptOutKeys(tx, keyed);
    await queueMessages(
      tx,
      context.now(),
      planned.map((item) => ({
        template: message.template,
        to: { email: item.person.email, mobile: item.person.mobile },
        channels: item.channels,
        variables: item.variables,
        dedupeKey: item.dedupeKey,
      })),
    );
    return { people: planned.length, counts: plannedCounts(planned) };
  });
}

async function unsubscribeEnquiry(context: DataContext, input: Unsubscribe): Promise<void> {
  const request = validated(unsubscribeSchema, input, 'unsubscribe');
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ doc: t.enquiries.doc })
      .from(t.enquiries)
      .where(eq(t.enquiries.id, request.enquiryId))
      .for('update');
    const changed = decideUnsubscribe(
      row?.doc,
      request.key,
      context.now().toISOString(),
      UNSUBSCRIBE_ACTOR,
    );
    if (changed !== row?.doc) await writeEnquiries(tx, [changed]);
  });
}

export const enquiryMessageOperations = {
  previewEnquiryMessage,
  sendEnquiryMessage,
  unsubscribeEnquiry,
};
