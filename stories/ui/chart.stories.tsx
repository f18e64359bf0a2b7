import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees } from '@/lib';
import { Chart } from '@/ui';

const months = ['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sept 2026', 'Oct 2026', 'Nov 2026'];
const due = [240000, 180000, 150000, 320000, 90000, 60000];
const collected = [231500, 150000, 158000, 280000, 45000, 12000];

const meta = {
  title: 'UI/Chart',
  component: Chart,
  args: {
    title: 'Fees collected against due, by month',
    kind: 'bar',
    labelHeader: 'Month',
    formatValue: formatRupees,
    series: [
      { name: 'Due', points: months.map((label, index) => ({ label, value: due[index]! })) },
      {
        name: 'Collected',
        points: months.map((label, index) => ({ label, value: collected[index]! })),
      },
    ],
  },
} satisfies Meta<typeof Chart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: 'Fees collected against due, by month' }),
    ).toBeVisible();
    // Two series: a bar for each month of each, named in the legend.
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(12);
    await expect(canvas.getByText('Collected', { selector: 'li' })).toBeVisible();
    // The drawing is left to the eye; the numbers wait in the table.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Hidden from everyone until asked for (printing shows it).
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const ShowAsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const table = canvas.getByRole('table', { name: 'Fees collected against due, by month' });
    await expect(table).toBeVisible();
    const september = within(table).getByRole('row', { name: /Sept 2026/ });
    await expect(september).toHaveTextContent('₹3,20,000');
    await expect(september).toHaveTextContent('₹2,80,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide table' }));
    // Hidden from everyone until asked for (printing shows it).
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LineWithGap: Story = {
  args: {
    title: 'Your score by test (%)',
    kind: 'line',
    labelHeader: 'Test',
    formatValue: (value: number) => `${value}%`,
    series: [
      {
        name: 'Score',
        points: [
          { label: 'Mock Test 1 (5 Oct 2026)', shortLabel: '5 Oct', value: 48 },
          { label: 'Mock Test 2 (12 Oct 2026)', shortLabel: '12 Oct', value: null },
          { label: 'Mock Test 3 (19 Oct 2026)', shortLabel: '19 Oct', value: 61.5 },
          { label: 'Mock Test 4 (26 Oct 2026)', shortLabel: '26 Oct', value: 72 },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A point each for the three scores, the missing one a gap (the pen lifts).
    await expect(canvasElement.querySelectorAll('circle')).toHaveLength(3);
    await expect(canvasElement.querySelector('path')?.getAttribute('d')).toMatch(/^M[^M]+M[^M]+$/);
    await expect(canvas.getByText('12 Oct')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    const missing = canvas.getByRole('row', { name: /Mock Test 2/ });
    await expect(missing).toHaveTextContent('—');
    await expect(canvas.getByRole('row', { name: /Mock Test 3/ })).toHaveTextContent('61.5%');
  },
};

export const Empty: Story = {
  args: {
    series: [
      { name: 'Due', points: [] },
      { name: 'Collected', points: [] },
    ],
    emptyMessage: 'No fees due or collected in these months.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No fees due or collected in these months.')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
  },
};

export const ManyDaysSmallScreen: Story = {
  args: {
    title: 'STSE registrations per day',
    labelHeader: 'Day',
    formatValue: undefined,
    series: [
      {
        name: 'Registrations',
        points: Array.from({ length: 30 }, (_, index) => ({
          label: `${index + 1} Nov 2026`,
          shortLabel: `${index + 1} Nov`,
          value: (index * 37) % 1200,
        })),
      },
    ],
  },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('rect')).toHaveLength(30);
    // Only some days are written under the axis, so that none overlap on a phone (once the
    // chart has measured its box: it is first drawn 640 px wide).
    const written = () =>
      [...canvasElement.querySelectorAll('svg text')].filter((text) =>
        text.textContent?.endsWith('Nov'),
      );
    await waitFor(() => expect(written().length).toBeLessThan(10));
    await expect(canvas.getByText('1 Nov')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('row', { name: /28 Nov 2026/ })).toHaveTextContent('999');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
