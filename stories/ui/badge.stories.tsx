import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, StatusBadge } from '@/ui';
import type { BadgeTone } from '@/ui';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Paid' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

// The caller brings the tones: the kit names no status of its own.
const tones = {
  Paid: 'success',
  Partial: 'info',
  Pending: 'warning',
  Overdue: 'danger',
  Open: 'highlight',
  Closed: 'neutral',
} as const satisfies Record<string, BadgeTone>;
const statuses = Object.keys(tones) as (keyof typeof tones)[];

export const Statuses: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
      {statuses.map((status) => (
        <li key={status}>
          <StatusBadge status={status} tones={tones} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = new Set<string>();
    for (const status of statuses) {
      const badge = canvas.getByText(status);
      await expect(badge).toBeVisible();
      colours.add(getComputedStyle(badge).backgroundColor);
    }
    // Six statuses, six different colours (and the word itself, for anyone who cannot see them).
    await expect(colours.size).toBe(6);
  },
};

export const UnknownToneFallsBackToNeutral: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8 }}>
      <Badge tone="neutral">Neutral</Badge>
      {/* A tone that only stored data could bring in. */}
      <Badge tone={'purple' as BadgeTone}>Unknown tone</Badge>
      <StatusBadge status={'Archived' as keyof typeof tones} tones={tones} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const neutral = getComputedStyle(canvas.getByText('Neutral')).backgroundColor;
    await expect(getComputedStyle(canvas.getByText('Unknown tone')).backgroundColor).toBe(neutral);
    await expect(getComputedStyle(canvas.getByText('Archived')).backgroundColor).toBe(neutral);
  },
};

export const LongTextSmallScreen: Story = {
  args: { tone: 'info', children: 'Partial payment received, awaiting balance' },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Partial payment received, awaiting balance'),
    ).toBeVisible();
  },
};
