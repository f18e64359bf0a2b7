import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailList } from '@/ui';

const meta = {
  title: 'UI/DetailList',
  component: DetailList,
  args: {
    items: [
      ['School Name', 'Delhi Public School, Noida'],
      ['City', 'Noida'],
      ['Contact Email', 'principal@dpsnoida.example.com'],
    ],
  },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each value is announced with its label: a description list of term and definition.
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'School Name',
      'City',
      'Contact Email',
    ]);
    const values = canvas.getAllByRole('definition');
    await expect(values[2]).toHaveTextContent('principal@dpsnoida.example.com');
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    // One column on a phone: every value stays inside the screen.
    for (const value of within(canvasElement).getAllByRole('definition')) {
      await expect(value.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

/** A printed document's details: one a line, the label beside its bold value. */
export const Print: Story = {
  args: {
    variant: 'print',
    items: [
      ['Roll Number', 'STSE0001'],
      ['Candidate Name', 'Aarav Gupta'],
      ['Exam Center', 'Sankalp Institute – Kota Main Campus'],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [label] = canvas.getAllByRole('term');
    const [value] = canvas.getAllByRole('definition');
    // Label and value share a line, the value bold.
    await expect(label!.getBoundingClientRect().top).toBe(value!.getBoundingClientRect().top);
    await expect(label!.getBoundingClientRect().right).toBeLessThan(
      value!.getBoundingClientRect().left,
    );
    await expect(getComputedStyle(value!).fontWeight).toBe('700');
  },
};

/** A printed document's number and date on one line, at its two ends. */
export const PrintLine: Story = {
  args: {
    variant: 'print-line',
    items: [
      ['Receipt No.', 'SANK/2026-27/000005'],
      ['Date', '1 Jul 2026, 10:00 am'],
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Receipt No.', 'Date']);
    const [first, second] = canvas.getAllByRole('definition');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};
