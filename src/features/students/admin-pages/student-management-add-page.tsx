import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  CLASSES,
  DEFAULT_INSTALLMENTS,
  describeError,
  GENDERS,
  MAX_INSTALLMENTS,
  MIN_INSTALLMENTS,
  newStudentSchema,
  STREAMS,
  todayIso,
  useData,
} from '@/data';
import type { NewStudent } from '@/data';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  DateField,
  EmailField,
  Form,
  FormActions,
  NumberField,
  PageContainer,
  Select,
  TextField,
  useDocumentTitle,
} from '@/ui';
import type { z } from 'zod';
import { showIssuesBesideFields } from './form-issues';
import styles from './student-management-add-page.module.css';

type NewStudentInput = z.input<typeof newStudentSchema>;

const toOptions = (values: readonly (string | number)[]) =>
  values.map((value) => ({ value, label: String(value) }));
const CLASS_OPTIONS = toOptions(CLASSES);
const STREAM_OPTIONS = toOptions(STREAMS);
const GENDER_OPTIONS = toOptions(GENDERS);

/** Spec 5: class 11, Non-Medical, Male and 3 installments; everything else starts blank. */
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

/** The admin adds a student; the repository gives the roll number and the installment plan. */
export function AddStudentPage() {
  useDocumentTitle('Add New Student · Admin Panel · Sankalp Institute');
  const repository = useData();
  const navigate = useNavigate();
  const form = useForm<NewStudentInput, unknown, NewStudent>({
    resolver: zodResolver(newStudentSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const saving = form.formState.isSubmitting;

  async function addStudent(values: NewStudent) {
    setFailure(null);
    try {
      const student = await repository.addStudent(values);
      await navigate(`/admin/student-management/${student.id}`);
    } catch (error) {
      // Spec 8 logs an add-student failure; the admin is also told, and keeps what was typed.
      console.error(error);
      showIssuesBesideFields(form, error);
      setFailure(describeError(error));
    }
  }

  return (
    <PageContainer
      title="Add New Student"
      lead="The roll number and the installment plan are made when the student is saved."
    >
      <Card>
        <Form form={form} onSubmit={addStudent} aria-label="Add New Student">
          <div className={styles.grid}>
            <TextField<NewStudentInput> name="name" label="Name" autoComplete="off" required />
            <TextField<NewStudentInput>
              name="schoolName"
              label="School name"
              autoComplete="off"
              required
            />
            <EmailField<NewStudentInput> name="email" label="Email" autoComplete="off" required />
            <Select<NewStudentInput>
              name="currentClass"
              label="Class"
              options={CLASS_OPTIONS}
              valueAsNumber
              required
            />
            <Select<NewStudentInput>
              name="stream"
              label="Stream"
              options={STREAM_OPTIONS}
              required
            />
            <DateField<NewStudentInput>
              name="dateOfBirth"
              label="Date of birth"
              max={todayIso()}
              required
            />
            <Select<NewStudentInput>
              name="gender"
              label="Gender"
              options={GENDER_OPTIONS}
              required
            />
            <TextField<NewStudentInput>
              name="guardianName"
              label="Guardian name"
              autoComplete="off"
              required
            />
            <TextField<NewStudentInput>
              name="mobile"
              label="Mobile number"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="off"
              hint="10 digits, without +91."
              required
            />
            <NumberField<NewStudentInput>
              name="totalFee"
              label="Total fees (₹)"
              min={1}
              step={1}
              required
            />
            <NumberField<NewStudentInput>
              name="installmentCount"
              label="Number of installments"
              min={MIN_INSTALLMENTS}
              max={MAX_INSTALLMENTS}
              step={1}
              hint={`From ${MIN_INSTALLMENTS} to ${MAX_INSTALLMENTS}; the fee is split equally.`}
              required
            />
          </div>
          {failure === null ? null : (
            <Alert tone="error" title="The student was not added">
              {failure}
            </Alert>
          )}
          <FormActions>
            <Button type="submit" busy={saving} busyLabel="Saving...">
              Add Student
            </Button>
            <ButtonLink to="/admin/student-management" variant="secondary">
              Cancel
            </ButtonLink>
          </FormActions>
        </Form>
      </Card>
    </PageContainer>
  );
}
