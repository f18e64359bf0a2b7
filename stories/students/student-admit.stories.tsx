import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData } from '@/data';
import type { Candidate } from '@/data';
import { AddStudentPage } from '@/features/students';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const sample = createSeedData(new Date());

/** The sample data, with Aarav Gupta (STSE0001) at 85 marks: 50% Scholarship. */
function withCandidate(change: Partial<Candidate>) {
  return {
    ...sample,
    stseCandidates: sample.stseCandidates.map((candidate) =>
      candidate.id === 'candidate-01'
        ? { ...candidate, marks: 85, scholarship: '50% Scholarship', ...change }
        : candidate,
    ),
  };
}

const meta = {
  title: 'Students/Admin/Admit STSE Candidate',
  component: AddStudentPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: {
      path: '/admin/student-management/add',
      initialEntry: '/admin/student-management/add?candidate=candidate-01',
    },
    data: { seed: withCandidate({}), session: storySessions.admin },
  },
} satisfies Meta<typeof AddStudentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Admit as Student: the Add Student form filled from the candidate; the 50% concession comes off
 * ₹1,20,000 before the split, so the installments are 3 × ₹20,000.
 */
export const PrefilledFromCandidate: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admit STSE Candidate' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Aarav Gupta');
    await expect(canvas.getByRole('textbox', { name: 'School name' })).toHaveValue(
      'Delhi Public School, Noida',
    );
    await expect(canvas.getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('10');
    await expect(canvas.getByLabelText('Date of birth')).toHaveValue('2010-03-12');
    await expect(canvas.getByRole('textbox', { name: 'Guardian name' })).toHaveValue(
      'Rajesh Gupta',
    );
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9810011223');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'aarav.gupta@example.com',
    );
    await expect(
      canvas.getByText(/Address carried over from the registration: C-18, Sector 50/),
    ).toBeVisible();
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('Admitting Aarav Gupta (STSE0001) from STSE');
    await expect(notice).toHaveTextContent('Scholarship: 50% Scholarship, so a 50% concession');

    await userEvent.type(canvas.getByLabelText('Total fees (₹)'), '120000');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        '₹1,20,000 − ₹60,000 concession = ₹60,000 to pay, split into 3 installments.',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Admit Student' }));
    await expect(
      await canvas.findByText(/^Navigated to \/admin\/student-management\//),
    ).toBeVisible();

    const repository = storyRepository(context);
    const student = (
      await repository.queryStudents({ search: 'Aarav Gupta', page: 1, pageSize: 1 })
    ).rows[0];
    await expect(student?.feeDetails.totalFee).toBe(60000);
    await expect(student?.feeDetails.installments.map((installment) => installment.amount)).toEqual(
      [20000, 20000, 20000],
    );
    await expect(student?.concession).toMatchObject({ percent: 50, stseRollNo: 'STSE0001' });
    await expect((await repository.findCandidateByRollNo('STSE0001'))?.admission?.studentId).toBe(
      student?.id,
    );
  },
};

/** A candidate admitted once cannot be admitted again: the form is not offered. */
export const AlreadyAdmitted: Story = {
  parameters: {
    data: {
      seed: withCandidate({
        admission: {
          studentId: 'student-rahul-sharma',
          studentRollNo: 'SANK26100005',
          admittedAt: new Date().toISOString(),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Aarav Gupta (STSE0001) has already been admitted as student SANK26100005.',
    );
    await expect(
      within(alert).getByRole('link', { name: 'Open the student record' }),
    ).toHaveAttribute('href', '/admin/student-management/student-rahul-sharma');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** No scholarship, no concession: the admin is sent back. */
export const NoScholarship: Story = {
  parameters: { data: { seed: withCandidate({ marks: 40, scholarship: 'None' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Aarav Gupta (STSE0001) has no scholarship, so there is no concession to admit them with.',
    );
  },
};

/** An Office member may add students but not see candidates: admitting one is refused, and the
 *  candidate is never read. */
export const OfficeCannotAdmit: Story = {
  parameters: { data: { session: storySessions.office } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admit STSE Candidate' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Your account cannot do this.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Admit Student' })).toBeNull();
  },
};

/** In Hindi: the heading, the concession notice and its preview, the button. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'STSE उम्मीदवार का एडमिशन' }),
    ).toBeVisible();
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent('STSE से Aarav Gupta (STSE0001) का एडमिशन');
    await userEvent.type(canvas.getByLabelText(/कुल फ़ीस/), '120000');
    await waitFor(() =>
      expect(notice).toHaveTextContent('₹1,20,000 − ₹60,000 छूट = ₹60,000 देना है, 3 किस्तों में बँटा हुआ।'),
    );
    await expect(canvas.getByRole('button', { name: 'एडमिशन दें' })).toBeVisible();
  },
};
