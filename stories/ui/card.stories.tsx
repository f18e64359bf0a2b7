import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, Money } from '@/ui';

const meta = {
  title: 'UI/Card',
  component: Card,
  args: {
    title: 'Fee summary',
    actions: <Button size="sm">Record Payment</Button>,
    children: (
      <p>
        Total fee <Money amount={120000} />
      </p>
    ),
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A titled card is a region named by its heading.
    const card = canvas.getByRole('region', { name: 'Fee summary' });
    await expect(
      within(card).getByRole('heading', { level: 2, name: 'Fee summary' }),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Record Payment' })).toBeVisible();
    await expect(within(card).getByText('₹1,20,000')).toBeVisible();
  },
};

export const WithoutTitle: Story = {
  args: {
    title: undefined,
    actions: undefined,
    children: <p>No installment plan created for this student.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No installment plan created for this student.')).toBeVisible();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const PrintsAlone: Story = {
  args: { title: 'Admit card', headingLevel: 3 },
  // data-print-only-root makes this card the only thing on the printed page.
  render: (args) => <Card {...args} data-print-only-root="" />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Admit card' });
    await expect(card).toHaveAttribute('data-print-only-root');
    await expect(within(card).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

export const LongContentSmallScreen: Story = {
  args: {
    title: 'Sri Chaitanya Vidyaniketan Higher Secondary School and Junior College, Hyderabad',
    children: (
      <p>
        Principal: Venkata Subrahmanya Lakshminarasimha Chakravarthy. Contact:
        principal.office.administration@srichaitanyavidyaniketan-hyderabad.example.org
      </p>
    ),
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toBeVisible();
    // Long words and addresses wrap inside the card.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
