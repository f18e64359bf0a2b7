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
