import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  CLASSES,
  DEFAULT_INSTALLMENTS,
  describeError,
  FORBIDDEN_MESSAGE,
  GENDERS,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  createConcessionPlan,
  formatRupees,
  hasAppeared,
  isRealIsoDate,
  newStudentSchema,
  scholarshipTierFor,
  STREAMS,
  tierConcessionPercent,
  todayIso,
  useData,
  useLiveQuery,
} from '@/data';
import type { Candidate, NewStudent, Settings } from '@/data';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  DateField,
  EmailField,
  Form,
  FormActions,
  LoadError,
  NumberField,
  PageContainer,
  Select,
  Skeleton,
  TextField,
  useDocumentTitle,
} from '@/ui';
import type { z } from 'zod';
import { useHolds } from '@/features/auth';
import { translateDataMessage, useDataMessage } from '@/features/data-messages';
import { showIssuesBesideFields } from './form-issues';
import styles from './student-management-add-page.module.css';

type NewStudentInput = z.input<typeof newStudentSchema>;

const CLASS_OPTIONS = CLASSES.map((value) => ({ value, label: String(value) }));

/** The form starts at class 11, Non-Medical, Male and 3 installments; everything else starts blank. */
const DEFAULT_VALUES = {
  name: '',
  schoolName: '',
  email: '',
  currentClass: 11,
  stream: 'Non-Medical',
  dateOfBirth: '',
  gender: 'Male',
  guardianName: '',
  mobile: '',
  totalFee: undefined,
  installmentCount: DEFAULT_INSTALLMENTS,
} satisfies Partial<NewStudentInput>;

/** A scholarship winner being admitted: who, and the concession their tier gives. */
type Admission = { candidate: Candidate; scholarship: string; percent: number };

/** The Add Student form filled from an STSE candidate (what the form collects and the record has). */
function valuesFromCandidate(candidate: Candidate): Partial<NewStudentInput> {
  return {
    ...DEFAULT_VALUES,
    name: candidate.name,
    schoolName: candidate.schoolName,
    email: candidate.email,
    currentClass: candidate.currentClass,
    dateOfBirth: isRealIsoDate(candidate.dateOfBirth) ? candidate.dateOfBirth : '',
    gender: candidate.gender === '' ? DEFAULT_VALUES.gender : candidate.gender,
    guardianName: candidate.guardianName,
    mobile: candidate.mobile,
  };
}

/**
 * The admin adds a student; the repository gives the roll number and the installment plan.
 * With `?candidate=<id>` (Admit as Student on the STSE merit list) the form is filled from the
 * candidate and saving admits them with their scholarship's concession.
 */
export function AddStudentPage() {
  const [params] = useSearchParams();
  const candidateId = params.get('candidate');
  // Admit as Student on an enquiry's page: saving wins that enquiry (Admissions).
  const enquiryId = params.get('enquiry') ?? undefined;
  const seesCandidates = useHolds('candidates.view');
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  useDocumentTitle(
    candidateId === null
      ? t`Add New Student · Admin Panel · Sankalp Institute`
      : t`Admit STSE Candidate · Admin Panel · Sankalp Institute`,
  );
  if (candidateId === null) {
    return enquiryId === undefined ? (
      <StudentForm defaultValues={DEFAULT_VALUES} admission={undefined} />
    ) : (
      <AdmitEnquiry enquiryId={enquiryId} />
    );
  }
  // Admitting reads the candidate: without candidates.view it is never asked for.
  return seesCandidates ? (
    <AdmitCandidate candidateId={candidateId} enquiryId={enquiryId} />
  ) : (
    <PageContainer title={t`Admit STSE Candidate`}>
      <Alert tone="error">{dataMessage(FORBIDDEN_MESSAGE)}</Alert>
    </PageContainer>
  );
}

function admissionFor(
  candidate: Candidate | undefined,
  settings: Settings,
):
  | { status: 'ready'; admission: Admission }
  | { status: 'refused'; reason: 'not-found' }
  | { status: 'refused'; reason: 'admitted' | 'no-scholarship'; candidate: Candidate } {
  if (!candidate) return { status: 'refused', reason: 'not-found' };
  if (candidate.admission) return { status: 'refused', reason: 'admitted', candidate };
  const tier = hasAppeared(candidate)
    ? scholarshipTierFor(candidate.marks, settings.stse.scholarshipTiers)
    : undefined;
  if (!tier) return { status: 'refused', reason: 'no-scholarship', candidate };
  return {
    status: 'ready',
    admission: { candidate, scholarship: tier.reward, percent: tierConcessionPercent(tier) },
  };
}

/** The form filled from an enquiry (what it knows of the person); saving wins the enquiry. */
function AdmitEnquiry({ enquiryId }: { enquiryId: string }) {
  const { t } = useLingui();
  const detail = useLiveQuery((data) => data.getEnquiry(enquiryId), [enquiryId], []);
  if (detail.status === 'error') {
    return (
      <PageContainer title={t`Add New Student`}>
        <LoadError
          title={t`The enquiry could not be loaded.`}
          message={describeError(detail.error)}
          onRetry={detail.reload}
          size="sm"
        />
      </PageContainer>
    );
  }
  if (!detail.data) {
    return (
      <PageContainer title={t`Add New Student`}>
        <Skeleton lines={8} label={t`Loading the enquiry…`} />
      </PageContainer>
    );
  }
  const { enquiry } = detail.data;
  return (
    <StudentForm
      defaultValues={{
        ...DEFAULT_VALUES,
        name: enquiry.name,
        schoolName: enquiry.schoolName,
        email: enquiry.email,
        mobile: enquiry.mobile,
        ...(enquiry.currentClass === null ? {} : { currentClass: enquiry.currentClass }),
      }}
      admission={undefined}
      enquiry={{ id: enquiry.id, name: enquiry.name }}
    />
  );
}

function AdmitCandidate({
  candidateId,
  enquiryId,
}: {
  candidateId: string;
  enquiryId: string | undefined;
}) {
  const { t } = useLingui();
  const candidate = useLiveQuery(
    (repository) => repository.getCandidate(candidateId),
    [candidateId],
    ['stseCandidates'],
  );
  const settings = useLiveQuery((repository) => repository.getSettings(), [], ['settings']);
  // Read once: the form must not be refilled (or vanish) when this admission itself is saved.
  const [found, setFound] = useState<ReturnType<typeof admissionFor> | null>(null);
  const failed =
    candidate.status === 'error' ? candidate : settings.status === 'error' ? settings : null;
  if (found === null && candidate.status === 'success' && settings.data) {
    setFound(admissionFor(candidate.data, settings.data));
  }

  let content;
  if (failed) {
    content = (
      <LoadError
        title={t`The candidate could not be loaded.`}
        message={describeError(failed.error)}
        onRetry={failed.reload}
        size="sm"
      />
    );
  } else if (found === null) {
    content = <Skeleton lines={8} label={t`Loading the candidate…`} />;
  } else if (found.status === 'refused') {
    content = <Refusal found={found} />;
  }
  if (found?.status === 'ready') {
    return (
      <StudentForm
        defaultValues={valuesFromCandidate(found.admission.candidate)}
        admission={found.admission}
        enquiry={enquiryId === undefined ? undefined : { id: enquiryId, name: '' }}
      />
    );
  }
  return <PageContainer title={t`Admit STSE Candidate`}>{content}</PageContainer>;
}

/** Why a candidate cannot be admitted, with the way on. */
function Refusal({
  found,
}: {
  found: Extract<ReturnType<typeof admissionFor>, { status: 'refused' }>;
}) {
  const { t } = useLingui();
  const candidate = found.reason === 'not-found' ? undefined : found.candidate;
  const name = candidate?.name ?? '';
  const rollNo = candidate?.rollNo ?? '';
  const studentRollNo = candidate?.admission?.studentRollNo ?? '';
  return (
    <Alert tone="error" title={t`This candidate cannot be admitted`}>
      {found.reason === 'not-found' ? (
        <Trans>No STSE candidate was found for this link.</Trans>
      ) : found.reason === 'admitted' ? (
        <Trans>
          {name} ({rollNo}) has already been admitted as student {studentRollNo}.
        </Trans>
      ) : (
        <Trans>
          {name} ({rollNo}) has no scholarship, so there is no concession to admit them with. Add
          them as a new student instead.
        </Trans>
      )}{' '}
      {candidate?.admission ? (
        <Link to={`/admin/student-management/${candidate.admission.studentId}`}>
          <Trans>Open the student record</Trans>
        </Link>
      ) : (
        <Link to="/admin/stse-management/merit-list">
          <Trans>Back to the merit list</Trans>
        </Link>
      )}
    </Alert>
  );
}

/** What the concession does to the fee typed so far, before anything is saved. */
function ConcessionPreview({
  admission,
  totalFee,
  installmentCount,
}: {
  admission: Admission;
  totalFee: unknown;
  installmentCount: unknown;
}) {
  const { t } = useLingui();
  const { candidate, scholarship, percent } = admission;
  let preview: string | null = null;
  if (
    typeof totalFee === 'number' &&
    Number.isSafeInteger(totalFee) &&
    totalFee > 0 &&
    typeof installmentCount === 'number' &&
    Number.isInteger(installmentCount) &&
    installmentCount >= MIN_INSTALLMENTS &&
    installmentCount <= MAX_INSTALLMENTS
  ) {
    const plan = createConcessionPlan({
      grossFee: totalFee,
      concessionPercent: percent,
      count: 1,
      today: todayIso(),
      makeId: () => 'preview',
    });
    const fee = formatRupees(totalFee);
    const concession = formatRupees(plan.concessionAmount);
    const toPay = formatRupees(plan.totalFee);
    preview =
      plan.totalFee === 0
        ? t`${fee} − ${concession} concession: nothing left to pay, so no installments.`
        : t`${fee} − ${concession} concession = ${toPay} to pay, split into ${plural(installmentCount, { one: '# installment', other: '# installments' })}.`;
  }
  const name = candidate.name;
  const rollNo = candidate.rollNo;
  return (
    <Alert tone="info" title={t`Admitting ${name} (${rollNo}) from STSE`}>
      <Trans>
        Scholarship: {scholarship}, so a {percent}% concession comes off the total fee before it is
        split into installments. The student&apos;s record keeps the concession and the STSE roll
        number.
      </Trans>{' '}
      {preview}
    </Alert>
  );
}

function StudentForm({
  defaultValues,
  admission,
  enquiry,
}: {
  defaultValues: Partial<NewStudentInput>;
  admission: Admission | undefined;
  /** The enquiry this admission wins, when admitted from one. */
  enquiry?: { id: string; name: string } | undefined;
}) {
  const { t, i18n } = useLingui();
  const repository = useData();
  const navigate = useNavigate();
  const form = useForm<NewStudentInput, unknown, NewStudent>({
    resolver: zodResolver(newStudentSchema),
    defaultValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;
  const [totalFee, installmentCount] = useWatch({
    control: form.control,
    name: ['totalFee', 'installmentCount'],
  });
  // A one-branch institute never sees the word: the field shows only with two active branches.
  const branches = useLiveQuery((repository) => repository.listBranches(), [], ['branches']);
  const branchOptions = (branches.data ?? [])
    .filter((branch) => branch.active)
    .map((branch) => ({ value: branch.id, label: branch.name }));

  async function addStudent(typed: NewStudent) {
    setFailure(null);
    const values = enquiry ? { ...typed, enquiryId: enquiry.id } : typed;
    try {
      const student = admission
        ? await repository.admitCandidate(admission.candidate.id, values)
        : await repository.addStudent(values);
      // Server mode shows the new student's sign-in set-up code on arrival.
      await navigate(`/admin/student-management/${student.id}`, {
        state: { issueSetupCode: true },
      });
    } catch (error) {
      // An add-student failure is logged for developers; the admin is also told, and keeps what was typed.
      console.error(error);
      showIssuesBesideFields(form, error);
      setFailure(translateDataMessage(i18n, describeError(error)));
    }
  }

  const title = admission ? t`Admit STSE Candidate` : t`Add New Student`;
  const enquiryName = enquiry?.name;
  const minInstallments = MIN_INSTALLMENTS;
  const maxInstallments = MAX_INSTALLMENTS;
  const streamOptions = STREAMS.map((value) => ({
    value,
    label: translateDataMessage(i18n, value),
  }));
  const genderOptions = GENDERS.map((value) => ({
    value,
    label: translateDataMessage(i18n, value),
  }));
  return (
    <PageContainer
      title={title}
      lead={t`The roll number and the installment plan are made when the student is saved.`}
    >
      {enquiryName ? (
        <Alert tone="info" title={t`Admitting ${enquiryName} from an enquiry`}>
          <Trans>Saving adds the student and marks the enquiry Admitted.</Trans>
        </Alert>
      ) : null}
      {admission ? (
        <ConcessionPreview
          admission={admission}
          totalFee={totalFee}
          installmentCount={installmentCount}
        />
      ) : null}
      <Card>
        <Form form={form} onSubmit={addStudent} aria-label={title}>
          <div className={styles.grid}>
            <TextField<NewStudentInput> name="name" label={t`Name`} autoComplete="off" required />
            <TextField<NewStudentInput>
              name="schoolName"
              label={t`School name`}
              autoComplete="off"
              required
            />
            <EmailField<NewStudentInput>
              name="email"
              label={t`Email`}
              autoComplete="off"
              required
            />
            <Select<NewStudentInput>
              name="currentClass"
              label={t`Class`}
              options={CLASS_OPTIONS}
              valueAsNumber
              required
            />
            <Select<NewStudentInput>
              name="stream"
              label={t`Stream`}
              options={streamOptions}
              required
            />
            <DateField<NewStudentInput>
              name="dateOfBirth"
              label={t`Date of birth`}
              max={todayIso()}
              required
            />
            <Select<NewStudentInput>
              name="gender"
              label={t`Gender`}
              options={genderOptions}
              required
            />
            <TextField<NewStudentInput>
              name="guardianName"
              label={t`Guardian name`}
              autoComplete="off"
              required
            />
            <TextField<NewStudentInput>
              name="mobile"
              label={t`Mobile number`}
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              hint={t`10 digits, without +91.`}
              required
            />
            {branchOptions.length > 1 ? (
              <Select<NewStudentInput>
                name="branchId"
                label={t`Branch`}
                options={branchOptions}
                required
              />
            ) : null}
            <NumberField<NewStudentInput>
              name="totalFee"
              label={t`Total fees (₹)`}
              min={1}
              step={1}
              required
            />
            <NumberField<NewStudentInput>
              name="installmentCount"
              label={t`Number of installments`}
              min={MIN_INSTALLMENTS}
              max={MAX_INSTALLMENTS}
              step={1}
              hint={t`From ${minInstallments} to ${maxInstallments}; the fee is split equally.`}
              required
            />
          </div>
          {admission && admission.candidate.address.trim() !== '' ? (
            <p className={styles.carried}>
              <Trans>Address carried over from the registration:</Trans>{' '}
              {admission.candidate.address}, {admission.candidate.city}, {admission.candidate.state}{' '}
              {admission.candidate.pinCode}
            </p>
          ) : null}
          {failure === null ? null : (
            <Alert tone="error" title={t`The student was not added`}>
              {failure}
            </Alert>
          )}
          <FormActions>
            <Button type="submit" busy={saving} busyLabel={t`Saving...`}>
              {admission ? <Trans>Admit Student</Trans> : <Trans>Add Student</Trans>}
            </Button>
            <ButtonLink
              to={admission ? '/admin/stse-management/merit-list' : '/admin/student-management'}
              variant="secondary"
            >
              <Trans>Cancel</Trans>
            </ButtonLink>
          </FormActions>
        </Form>
      </Card>
    </PageContainer>
  );
}
