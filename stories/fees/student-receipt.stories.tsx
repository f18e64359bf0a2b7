import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StudentReceiptPage } from '@/features/fees';
import { storySessions, withData } from '../helpers/data-decorator';
import { SignedInStudentOutlet } from '../helpers/student-page-decorator';

const meta = {
  title: 'Fees/Student/Receipt',
  component: StudentReceiptPage,
} satisfies Meta<typeof StudentReceiptPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The student area's receipt page, under the signed-in student. */
function studentReceipt(paymentId: string): Decorator {
  return (Story) => (
    <MemoryRouter initialEntries={[`/student/receipts/${paymentId}`]}>
      <Routes>
        <Route path="/student" element={<SignedInStudentOutlet />}>
          <Route path="receipts/:paymentId" element={<Story />} />
        </Route>
      </Routes>
    </MemoryRouter>
  );
}

/** A student sees their own receipt. */
export const StudentOwnReceipt: Story = {
  decorators: [
    studentReceipt('payment-installment-rahul-sharma-1'),
    withData({ session: storySessions.student }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Fee Receipt' })).toHaveTextContent(
      'Rahul Sharma',
    );
    await expect(canvas.getByRole('link', { name: /Back to Fee Details/ })).toHaveAttribute(
      'href',
      '/student/fees',
    );
  },
};

/** Another student's receipt is not shown, even by its address. */
export const StudentOtherStudentsReceipt: Story = {
  decorators: [
    studentReceipt('payment-installment-priya-verma-1'),
    withData({ session: storySessions.student }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Receipt not found.')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** In Hindi: the printable receipt's heading and labels, the page's buttons; names and numbers as they are. */
export const StudentOwnReceiptInHindi: Story = {
  globals: { language: 'hi' },
  decorators: [
    studentReceipt('payment-installment-rahul-sharma-1'),
    withData({ session: storySessions.student }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = await canvas.findByRole('article', { name: 'फ़ीस रसीद' });
    await expect(receipt).toHaveTextContent('Rahul Sharma');
    await expect(receipt).toHaveTextContent('छात्र का नाम');
    await expect(receipt).toHaveTextContent('रसीद नं.');
    await expect(receipt).toHaveTextContent('प्राप्त राशि:');
    await expect(receipt).toHaveTextContent('अधिकृत हस्ताक्षरकर्ता');
    await expect(canvas.getByRole('button', { name: 'रसीद प्रिंट करें' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /फ़ीस की जानकारी पर वापस जाएँ/ })).toHaveAttribute(
      'href',
      '/student/fees',
    );
  },
};
