import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { StudentProfilePage } from '@/features/students';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { RAHUL_ID, withRahul } from '../helpers/student-seeds';

const meta = {
  title: 'Students/Student/Profile',
  component: StudentProfilePage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'profile' },
} satisfies Meta<typeof StudentProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const EDIT_SUBJECT = 'Profile Edit Request: Please specify changes';

function detail(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

async function rahulsTickets(repository: ReturnType<typeof storyRepository>) {
  return (await repository.listTickets()).filter((ticket) => ticket.studentId === RAHUL_ID);
}

/** Read-only details with the initials drawn in the page: the name goes to no image service. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('RS')).toBeVisible();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect(detail(canvasElement, 'Email')).toHaveTextContent('rahul.sharma@example.com');
    await expect(detail(canvasElement, 'Class')).toHaveTextContent('12');
    await expect(detail(canvasElement, 'Stream')).toHaveTextContent('Non-Medical');
    await expect(detail(canvasElement, 'Date of Birth')).toHaveTextContent('14 May 2007');
    await expect(detail(canvasElement, 'Address')).toHaveTextContent(
      'B-42, Sector 62, Noida, Uttar Pradesh, 201301',
    );
    // Read-only: no field can be typed into.
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Request Edit' })).toBeVisible();
  },
};

/** Details the admin's form does not collect show as "Not provided", not as blanks. */
export const MissingDetails: Story = {
  parameters: {
    data: {
      seed: withRahul((rahul) => ({
        ...rahul,
        address: '',
        city: '',
        state: '',
        pinCode: '',
        whatsapp: '',
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Profile' });
    await expect(detail(canvasElement, 'Address')).toHaveTextContent('Not provided');
    await expect(detail(canvasElement, 'WhatsApp')).toHaveTextContent('Not provided');
  },
};

/** Request Edit asks first; confirming opens an Open ticket and says so. */
export const RequestEditConfirmed: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const before = (await rahulsTickets(repository)).length;

    await userEvent.click(await canvas.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Profile Edit' });
    await expect(dialog).toHaveAccessibleDescription(
      /The admin will contact you to verify the changes/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await expect(
      await canvas.findByText(/Support ticket created! Admin will get in touch with you\./),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const tickets = await rahulsTickets(repository);
    await expect(tickets).toHaveLength(before + 1);
    const created = tickets.find(
      (ticket) => ticket.subject === EDIT_SUBJECT && ticket.status === 'Open',
    );
    await expect(created?.messages).toEqual([
      expect.objectContaining({ sender: 'Student', text: EDIT_SUBJECT }),
    ]);
    await expect(canvas.getByRole('link', { name: 'View your tickets' })).toHaveAttribute(
      'href',
      '/student/support',
    );
  },
};

/** Cancel creates nothing. */
export const RequestEditCancelled: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const repository = storyRepository(context);
    const before = (await rahulsTickets(repository)).length;
    await userEvent.click(await canvas.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Profile Edit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(await rahulsTickets(repository)).toHaveLength(before);
    await expect(canvas.queryByText(/Support ticket created!/)).toBeNull();
  },
};

/** The ticket cannot be saved: the page says why, and Request Edit stays to try again. */
export const RequestEditFails: Story = {
  parameters: {
    data: {
      failWith: {
        addTicket: new Error(
          "The browser's storage for this site is full, so the change was not saved.",
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request Edit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Profile Edit' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The edit request was not sent');
    await expect(alert).toHaveTextContent('storage for this site is full');
    await expect(canvas.queryByText(/Support ticket created!/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Request Edit' })).toBeEnabled();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Request Edit' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Admitted from an STSE scholarship: the concession and the STSE roll number it came from. */
export const AdmittedFromStse: Story = {
  parameters: {
    data: {
      seed: withRahul((rahul) => ({
        ...rahul,
        concession: {
          percent: 50,
          grossFee: 240000,
          amount: 120000,
          scholarship: '50% Scholarship',
          stseRollNo: 'STSE0004',
          candidateId: 'candidate-04',
        },
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Profile' });
    await expect(detail(canvasElement, 'STSE Scholarship')).toHaveTextContent(
      '50% Scholarship: 50% off the fee (₹1,20,000 of ₹2,40,000)',
    );
    await expect(detail(canvasElement, 'STSE Roll No')).toHaveTextContent('STSE0004');
  },
};

/**
 * Sharing with Parents: Rahul is 19, so he may keep his attendance and results from his parents
 * (his fees stay visible); the choice is saved on his record and can be undone.
 */
export const SharingWithParents: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Sharing with Parents' }));
    await expect(
      card.getByText(/Your parents see your fees, attendance and results/),
    ).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Keep from Parents' }));
    await expect(await card.findByRole('button', { name: 'Share with Parents' })).toBeVisible();
    await expect(card.getByText(/Your parents see your fees only/)).toBeVisible();
    await expect((await storyRepository(context).getStudent(RAHUL_ID))?.hiddenFromParents).toBe(
      true,
    );
    await userEvent.click(card.getByRole('button', { name: 'Share with Parents' }));
    await expect(await card.findByRole('button', { name: 'Keep from Parents' })).toBeVisible();
    await expect(
      (await storyRepository(context).getStudent(RAHUL_ID))?.hiddenFromParents,
    ).toBeUndefined();
  },
};

/** Under 18 the choice is not offered: the card says when it will be. */
export const SharingWithParentsUnder18: Story = {
  parameters: { data: { seed: withRahul((rahul) => ({ ...rahul, dateOfBirth: '2010-01-15' })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: 'Sharing with Parents' }));
    await expect(card.getByText(/When you are 18 you can choose/)).toBeVisible();
    await expect(card.queryByRole('button')).toBeNull();
  },
};

/** In Hindi on a 375px phone: the details' labels, Request Edit's dialog and the sharing card. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'निजी जानकारी' })).toBeVisible();
    await expect(detail(canvasElement, 'जन्म तिथि')).toHaveTextContent('14 मई 2007');
    await expect(detail(canvasElement, 'स्ट्रीम')).toHaveTextContent('Non-Medical');
    await expect(detail(canvasElement, 'लिंग')).toHaveTextContent('लड़का');
    const sharing = within(canvas.getByRole('region', { name: 'माता-पिता को क्या दिखे' }));
    await expect(sharing.getByRole('button', { name: 'माता-पिता से छिपाएँ' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'बदलाव का अनुरोध करें' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'प्रोफ़ाइल में बदलाव का अनुरोध' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'अनुरोध भेजें' }));
    await expect(await canvas.findByText(/सहायता टिकट बन गया!/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'अपने टिकट देखें' })).toBeVisible();
  },
};
