// STSE candidates in the browser-only mode: registrations, edits, lookups by roll number, exam
// centres, marks and the published results, each read or written in one store update. The
// decisions are the pure functions of operations/candidates.ts, which the server calls too.
import { NotFoundError } from '../../errors';
import { nextStseRollNumbers, rankAndPercentile } from '../../rules';
import { candidateSchema } from '../../schemas';
import type {
  AdmitCard,
  Candidate,
  CandidateLookup,
  MarksEntry,
  MarksValue,
  NewCandidate,
  ResultLookup,
  Settings,
} from '../../schemas';
import {
  admitCardFor,
  editedCandidate,
  examCenterToAssign,
  lookedUpCandidate,
  registeredCandidates,
  resultLookupFor,
  rollNoKey,
  rollNoKeysToFind,
  validatedNewCandidates,
  withMarks,
  withResultsPublished,
} from '../../operations/candidates';
import { created, edited, settingsChange } from '../../operations/audit';
import type { AuditedChange } from '../../operations/audit';
import { atRow } from '../../operations/rows';
import { validated } from '../../core/validate';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { replaceById } from './stored-lists';
import { intakeInto } from './enquiry-intake';
import { contactOfCandidate, intakeActor, isReachable } from '../../operations/enquiries';

// One lookup index per stored list: the stores hand out the same frozen array until it changes,
// so a lookup among 10,000 candidates is a map read, not a scan.
const rollNoIndexes = new WeakMap<readonly Candidate[], Map<string, Candidate>>();
function rollNoIndex(candidates: readonly Candidate[]): Map<string, Candidate> {
  let index = rollNoIndexes.get(candidates);
  if (!index) {
    index = new Map(candidates.map((candidate) => [rollNoKey(candidate.rollNo), candidate]));
    rollNoIndexes.set(candidates, index);
  }
  return index;
}

async function register(
  context: LocalContext,
  candidates: readonly NewCandidate[],
  batch: boolean,
): Promise<Candidate[]> {
  const inputs = validatedNewCandidates(candidates, batch);
  if (inputs.length === 0) return [];
  // Roll numbers come from the list read inside the write itself (see CollectionStore.update),
  // so two registrations, in this tab or another, can never be given the same number.
  return auditedUpdate(
    context,
    ['settings', 'stseCandidates', 'schools', 'issuedNumbers', 'enquiries', 'staff'],
    ({ settings, stseCandidates, schools, issuedNumbers, enquiries, staff }) => {
      const at = context.now();
      const rollNos = nextStseRollNumbers(
        settings.stse.rollNoPrefix,
        stseCandidates.map((candidate) => candidate.rollNo),
        inputs.length,
        issuedNumbers,
      );
      const added = registeredCandidates(inputs, rollNos, at, batch, schools);
      // Every registrant is someone to admit: each goes through the one intake (Admissions).
      const intake = intakeInto(
        { enquiries, staff, settings },
        added
          .filter(isReachable)
          .map((candidate) => contactOfCandidate(candidate, batch ? 'school' : 'stse')),
        intakeActor(context.actor()),
        at.toISOString(),
      );
      return {
        write: { stseCandidates: [...stseCandidates, ...added], enquiries: intake.enquiries },
        result: added,
        audit: added.map((candidate) => created('candidate', candidate)),
      };
    },
  );
}

export async function addCandidate(
  context: LocalContext,
  candidate: NewCandidate,
): Promise<Candidate> {
  const [added] = await register(context, [candidate], false);
  return added!;
}

export const addCandidates = (
  context: LocalContext,
  candidates: NewCandidate[],
): Promise<Candidate[]> => register(context, candidates, true);

export async function updateCandidate(
  context: LocalContext,
  candidate: Candidate,
): Promise<Candidate> {
  const input = validated(candidateSchema, candidate, 'candidate');
  return auditedUpdate(context, ['stseCandidates', 'schools'], ({ stseCandidates, schools }) => {
    const { list, updated, found } = replaceById(stseCandidates, input.id, 'candidate', (stored) =>
      editedCandidate(input, stored, schools),
    );
    return {
      write: { stseCandidates: list },
      result: updated,
      audit: [edited('candidate', found, updated)],
    };
  });
}

export async function getCandidate(
  context: LocalContext,
  id: string,
): Promise<Candidate | undefined> {
  return (await context.store.read('stseCandidates')).find((candidate) => candidate.id === id);
}

export async function findCandidateByRollNo(
  context: LocalContext,
  rollNo: string,
): Promise<Candidate | undefined> {
  const wanted = rollNoKey(rollNo);
  if (wanted === '') return undefined;
  return rollNoIndex(await context.store.read('stseCandidates')).get(wanted);
}

export async function findCandidatesByRollNos(
  context: LocalContext,
  rollNos: readonly string[],
): Promise<Candidate[]> {
  const keys = rollNoKeysToFind(rollNos);
  const index = rollNoIndex(await context.store.read('stseCandidates'));
  return keys.flatMap((key) => index.get(key) ?? []);
}

export async function assignExamCenter(
  context: LocalContext,
  candidateIds: readonly string[],
  examCenter: string,
): Promise<void> {
  const center = examCenterToAssign(examCenter);
  const wanted = new Set(candidateIds);
  if (wanted.size === 0) return;
  await auditedUpdate(context, ['stseCandidates'], ({ stseCandidates }) => {
    let found = 0;
    const audit: AuditedChange[] = [];
    const list = stseCandidates.map((candidate) => {
      if (!wanted.has(candidate.id)) return candidate;
      found += 1;
      const updated = validated(candidateSchema, { ...candidate, examCenter: center }, 'candidate');
      audit.push(edited('candidate', candidate, updated));
      return updated;
    });
    if (found < wanted.size) {
      const known = new Set(stseCandidates.map((candidate) => candidate.id));
      throw new NotFoundError(
        'candidate',
        [...wanted].find((id) => !known.has(id))!,
      );
    }
    return { write: { stseCandidates: list }, result: undefined, audit };
  });
}

export async function saveMarks(
  context: LocalContext,
  candidateId: string,
  marks: MarksValue,
): Promise<Candidate> {
  // The range is the settings' maximum, read inside the write with the candidate.
  return auditedUpdate(context, ['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
    const { list, updated, found } = replaceById(
      stseCandidates,
      candidateId,
      'candidate',
      (stored) => withMarks(stored, marks, settings),
    );
    return {
      write: { stseCandidates: list },
      result: updated,
      audit: [edited('candidate', found, updated)],
    };
  });
}

export async function saveResults(
  context: LocalContext,
  entries: readonly MarksEntry[],
): Promise<Candidate[]> {
  if (entries.length === 0) return [];
  return auditedUpdate(context, ['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
    const positions = new Map(stseCandidates.map((candidate, index) => [candidate.id, index]));
    let list = [...stseCandidates];
    const saved = entries.map(({ candidateId, marks }, row) => {
      const index = positions.get(candidateId);
      if (index === undefined) throw new NotFoundError('candidate', candidateId);
      const updated = atRow(row, () => withMarks(list[index]!, marks, settings));
      list = list.with(index, updated);
      return updated;
    });
    // One entry per candidate, from what was stored to what the whole file left.
    const audit = [...new Set(entries.map((entry) => entry.candidateId))].map((id) =>
      edited('candidate', stseCandidates[positions.get(id)!]!, list[positions.get(id)!]!),
    );
    return { write: { stseCandidates: list }, result: saved, audit };
  });
}

export async function lookupResult(
  context: LocalContext,
  lookup: CandidateLookup,
): Promise<ResultLookup> {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return { status: 'not-found' };
  const [settings, candidates] = await Promise.all([
    context.store.read('settings'),
    context.store.read('stseCandidates'),
  ]);
  const found = lookedUpCandidate(rollNoIndex(candidates).get(wanted), lookup);
  return resultLookupFor(found, settings, (candidate) =>
    rankAndPercentile(
      candidates.filter((other) => other.currentClass === candidate.currentClass),
    ).get(candidate)!,
  );
}

export async function lookupAdmitCard(
  context: LocalContext,
  lookup: CandidateLookup,
): Promise<AdmitCard | undefined> {
  const wanted = rollNoKey(lookup.rollNo);
  if (wanted === '') return undefined;
  const [settings, candidates] = await Promise.all([
    context.store.read('settings'),
    context.store.read('stseCandidates'),
  ]);
  return admitCardFor(lookedUpCandidate(rollNoIndex(candidates).get(wanted), lookup), settings);
}

export async function setResultsPublished(
  context: LocalContext,
  published: boolean,
): Promise<Settings> {
  return auditedUpdate(context, ['settings'], ({ settings }) => {
    const updated = withResultsPublished(settings, published);
    return {
      write: { settings: updated },
      result: updated,
      audit: [settingsChange(settings, updated)],
    };
  });
}
