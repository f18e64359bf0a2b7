// Admissions on the server. Every decision is src/data's (operations/enquiries.ts), as in the
// browser-only mode; here the reads are SQL on the enquiries' generated columns: the dedupe by
// two partial indexes, a counsellor's list by (assignee, next follow-up), the funnel by date.
import { and, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NotFoundError, branchIdOf, checkPageRequest } from '../../src/data/server';
import type { Settings } from '../../src/data/server';
import {
  ENQUIRY_SOURCE_LABELS,
  admissionsIn,
  comparedMonths,
  contactEnquirySchema,
  contactKeys,
  decideAssign,
  decideConsent,
  decideFollowUp,
  decideMerge,
  decideStageMove,
  endOfIndianDay,
  enquiryFormSchema,
  funnelReport,
  scholarshipTierFor,
} from '../../src/data/server-enquiries';
import { WEBSITE_ACTOR, validated } from '../../src/data/server-enquiries';
import type {
  AdmissionsComparison,
  AssignEnquiry,
  ContactEnquiryInput,
  Counsellor,
  Enquiry,
  EnquiryConsent,
  EnquiryDetail,
  EnquiryFormInput,
  EnquiryPage,
  EnquiryQuery,
  EnquiryReach,
  FollowUpInput,
  FunnelQuery,
  FunnelReport,
  IntakeResult,
  NewContactInput,
  StageMove,
} from '../../src/data/server-enquiries';
import * as t from '../db/schema';
import { counsellors, intake, writeEnquiries } from './enquiry-intake';
import { branchConditions, containing, docs, inBranches, readSettings } from './context';
import type { DataContext, Runner, Tx } from './context';

async function submitContactEnquiry(
  context: DataContext,
  input: ContactEnquiryInput,
): Promise<void> {
  const form = validated(contactEnquirySchema, input, 'enquiry');
  await context.db.transaction((tx) =>
    intake(
      tx,
      [{ source: 'contact', ...form, interest: form.subject }],
      WEBSITE_ACTOR,
      now(context),
    ),
  );
}

const now = (context: DataContext) => context.now().toISOString();

async function addEnquiry(
  context: DataContext,
  input: EnquiryFormInput,
  reach: EnquiryReach = {},
): Promise<IntakeResult> {
  const form = validated(enquiryFormSchema, input, 'enquiry');
  const [result] = await context.db.transaction((tx) =>
    intake(tx, [form], context.actor.name, now(context), { assignTo: reach.assigneeId }),
  );
  return result!;
}

async function importEnquiries(
  context: DataContext,
  rows: NewContactInput[],
  branchId?: string,
): Promise<{ created: number; joined: number }> {
  const contacts = rows.map((row) => ({
    ...row,
    source: 'import' as const,
    ...(branchId ? { branchId } : {}),
  }));
  const results = await context.db.transaction((tx) =>
    intake(tx, contacts, context.actor.name, now(context), { numbered: true }),
  );
  const joined = results.filter((result) => result.joined).length;
  return { created: results.length - joined, joined };
}

/** The caller's reach (set by the policy) as a condition. */
const reachOf = (reach: EnquiryReach): SQL | undefined =>
  and(
    reach.branchIds === undefined ? undefined : inBranches(t.enquiries.branchId, reach.branchIds),
    reach.assigneeId === undefined ? undefined : eq(t.enquiries.assigneeId, reach.assigneeId),
  );

async function reachedEnquiry(runner: Runner, id: string, reach: EnquiryReach, lock: boolean) {
  const query = runner
    .select({ doc: t.enquiries.doc })
    .from(t.enquiries)
    .where(and(eq(t.enquiries.id, id), reachOf(reach)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new NotFoundError('enquiry', id);
  return row.doc;
}

const ROW_DOC = sql<Enquiry>`${t.enquiries.doc} - 'contacts' - 'events' - 'reached'`;

async function listEnquiries(
  { db, now: clock }: DataContext,
  query: EnquiryQuery,
  reach: EnquiryReach = {},
): Promise<EnquiryPage> {
  checkPageRequest(query);
  const search = query.search?.trim().toLowerCase() ?? '';
  const digits = contactKeys({ mobile: search, email: '' }).mobile;
  const shared = and(reachOf(reach), eq(t.enquiries.merged, false));
  const where = and(
    shared,
    query.status === 'open' ? eq(t.enquiries.open, true) : undefined,
    query.status === 'closed' ? eq(t.enquiries.open, false) : undefined,
    query.stageId === undefined ? undefined : eq(t.enquiries.stageId, query.stageId),
    query.source === undefined ? undefined : eq(t.enquiries.source, query.source),
    query.assignee === undefined
      ? undefined
      : query.assignee === 'none'
        ? isNull(t.enquiries.assigneeId)
        : eq(t.enquiries.assigneeId, query.assignee),
    search === ''
      ? undefined
      : or(
          ilike(t.enquiries.name, containing(search)),
          digits.length >= 4 ? sql`${t.enquiries.mobile} like ${`%${digits}%`}` : undefined,
          sql`${t.enquiries.email} like ${containing(search)}`,
        ),
  );
  const tonight = endOfIndianDay(clock().toISOString());
  const [rows, [counts]] = await Promise.all([
    db
      .select({ doc: ROW_DOC })
      .from(t.enquiries)
      .where(where)
      .orderBy(
        sql`${t.enquiries.nextFollowUpAt} asc nulls last`,
        desc(t.enquiries.createdAt),
        desc(t.enquiries.seq),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({
        total: sql<number>`(select count(*)::int from ${t.enquiries} where ${where ?? sql`true`})`,
        dueToday: sql<number>`(select count(*)::int from ${t.enquiries}
          where ${and(shared, eq(t.enquiries.open, true)) ?? sql`true`}
            and ${t.enquiries.nextFollowUpAt} < ${tonight})`,
      })
      .from(sql`(select 1) as one`),
  ]);
  return {
    rows: docs(rows),
    total: counts!.total,
    page: query.page,
    pageSize: query.pageSize,
    dueToday: counts!.dueToday,
  };
}

async function listCounsellors({ db }: DataContext): Promise<Counsellor[]> {
  return counsellors(db);
}

async function detailOf(
  runner: Runner,
  enquiry: Enquiry,
  settings?: Settings,
): Promise<EnquiryDetail> {
  if (enquiry.candidateId === undefined) return { enquiry };
  const [candidate] = await runner
    .select({ id: t.candidates.id, rollNo: t.candidates.rollNo, doc: t.candidates.doc })
    .from(t.candidates)
    .where(eq(t.candidates.id, enquiry.candidateId));
  if (!candidate) return { enquiry };
  const { stse } = settings ?? (await readSettings(runner));
  const marks = candidate.doc.marks;
  const tier = marks === undefined ? undefined : scholarshipTierFor(marks, stse.scholarshipTiers);
  return {
    enquiry,
    candidate: {
      id: candidate.id,
      rollNo: candidate.rollNo,
      ...(marks === undefined ? {} : { marks }),
      tier: tier?.reward ?? '',
    },
  };
}

async function getEnquiry({ db }: DataContext, id: string, reach: EnquiryReach = {}) {
  return detailOf(db, await reachedEnquiry(db, id, reach, false));
}

/** One enquiry locked, changed by a decision (with others it names), written, read back. */
function changeEnquiry(
  context: DataContext,
  id: string,
  reach: EnquiryReach,
  decide: (enquiry: Enquiry, settings: Settings, tx: Tx) => Promise<Enquiry[]>,
): Promise<EnquiryDetail> {
  return context.db.transaction(async (tx) => {
    const enquiry = await reachedEnquiry(tx, id, reach, true);
    const settings = await readSettings(tx);
    const changed = await decide(enquiry, settings, tx);
    await writeEnquiries(tx, changed);
    return detailOf(tx, changed.find((item) => item.id === id) ?? enquiry, settings);
  });
}

const moveEnquiryStage = (
  context: DataContext,
  id: string,
  move: StageMove,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, async (enquiry, settings) => [
    decideStageMove(enquiry, move, settings.admissions, context.actor.name, now(context)),
  ]);

const recordFollowUp = (
  context: DataContext,
  id: string,
  followUp: FollowUpInput,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, async (enquiry, settings) => [
    decideFollowUp(enquiry, followUp, settings.admissions, context.actor.name, now(context)),
  ]);

const assignEnquiry = (
  context: DataContext,
  id: string,
  request: AssignEnquiry,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, async (enquiry, _settings, tx) => {
    const branch = branchIdOf(enquiry);
    const ids = (await counsellors(tx))
      .filter((counsellor) => !counsellor.branchIds || counsellor.branchIds.includes(branch))
      .map((counsellor) => counsellor.id);
    return [
      decideAssign(enquiry, request?.assigneeId ?? '', ids, context.actor.name, now(context)),
    ];
  });

const mergeEnquiries = (
  context: DataContext,
  id: string,
  request: { otherId: string },
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, async (enquiry, settings, tx) => {
    const other = await reachedEnquiry(tx, String(request?.otherId ?? ''), reach, true);
    const merged = decideMerge(
      enquiry,
      other,
      settings.admissions.stages,
      context.actor.name,
      now(context),
    );
    return [merged.keep, merged.other];
  });

const setEnquiryConsent = (
  context: DataContext,
  id: string,
  consent: EnquiryConsent,
  reach: EnquiryReach = {},
) =>
  changeEnquiry(context, id, reach, async (enquiry) => [
    decideConsent(enquiry, consent, context.actor.name, now(context)),
  ]);

async function enquiryFunnel({ db }: DataContext, query: FunnelQuery): Promise<FunnelReport> {
  const settings = await readSettings(db);
  // India's dates: from the day's start (UTC 18:30 the day before) to the end of `to`.
  const from = new Date(Date.parse(`${query.from}T00:00:00+05:30`)).toISOString();
  const to = new Date(Date.parse(`${query.to}T00:00:00+05:30`) + 24 * 3_600_000).toISOString();
  const rows = await db
    .select({
      reached: sql<Record<string, string>>`${t.enquiries.doc}->'reached'`,
      source: t.enquiries.source,
      currentClass: sql<number | null>`(${t.enquiries.doc}->>'currentClass')::int`,
      schoolName: sql<string>`coalesce(${t.enquiries.doc}->>'schoolName', '')`,
      // The candidate's generated column: the join reads no candidate's document.
      marks: t.candidates.marks,
    })
    .from(t.enquiries)
    .leftJoin(t.candidates, eq(t.candidates.id, t.enquiries.candidateId))
    .where(
      and(
        eq(t.enquiries.merged, false),
        sql`${t.enquiries.createdAt} >= ${from}`,
        sql`${t.enquiries.createdAt} < ${to}`,
        branchConditions(t.enquiries.branchId, query),
      ),
    );
  const tiers = settings.stse.scholarshipTiers;
  return funnelReport(
    rows.map(({ marks, ...row }) => ({
      ...row,
      tier: marks === null ? '' : (scholarshipTierFor(Number(marks), tiers)?.reward ?? ''),
    })),
    settings.admissions.stages,
    (source) => ENQUIRY_SOURCE_LABELS[source as keyof typeof ENQUIRY_SOURCE_LABELS] ?? source,
  );
}

async function admissionsComparison(
  context: DataContext,
  reach: EnquiryReach = {},
): Promise<AdmissionsComparison> {
  const { admissions } = await readSettings(context.db);
  const { month, lastYearMonth } = comparedMonths(now(context));
  const won = admissions.stages.filter((stage) => stage.kind === 'won').map((stage) => stage.id);
  // Only the enquiries won in those two months are read: their `reached` times decide.
  const rows = await context.db
    .select({ reached: sql<Record<string, string>>`${t.enquiries.doc}->'reached'` })
    .from(t.enquiries)
    .where(
      and(
        inArray(t.enquiries.stageId, won.length ? won : ['']),
        reach.branchIds === undefined
          ? undefined
          : inBranches(t.enquiries.branchId, reach.branchIds),
      ),
    );
  return {
    month,
    admitted: admissionsIn(rows, admissions.stages, month),
    lastYearMonth,
    lastYearAdmitted: admissionsIn(rows, admissions.stages, lastYearMonth),
  };
}

export const enquiryOperations = {
  submitContactEnquiry,
  listEnquiries,
  listCounsellors,
  enquiryFunnel,
  admissionsComparison,
  getEnquiry,
  addEnquiry,
  importEnquiries,
  moveEnquiryStage,
  recordFollowUp,
  assignEnquiry,
  mergeEnquiries,
  setEnquiryConsent,
};
