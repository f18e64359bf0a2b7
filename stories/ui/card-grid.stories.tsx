import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, CardGrid, CardGridItem } from '@/ui';

const items = [
  { title: 'Foundation (Class 9-10)', text: 'Short.' },
  {
    title: 'JEE Main & Advanced',
    text: 'A much longer description that wraps over several lines, so this card is the tallest in its row and sets the height the others stretch to.',
  },
  { title: 'NEET', text: 'Medium length text for the third card.' },
];

const meta = {
  title: 'UI/CardGrid',
  component: CardGrid,
  args: {
    children: items.map((item) => (
      <CardGridItem
        key={item.title}
        title={item.title}
        footer={<Button variant="secondary">Choose {item.title}</Button>}
      >
        <Badge tone="info">Program</Badge>
        <p>{item.text}</p>
      </CardGridItem>
    )),
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof CardGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of titled cards; in a row they share one height and their actions line up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    for (const { title } of items) {
      await expect(canvas.getByRole('region', { name: title })).toBeVisible();
    }
    const buttons = canvas.getAllByRole('button');
    const bottoms = buttons.map((button) => Math.round(button.getBoundingClientRect().bottom));
    await expect(new Set(bottoms).size).toBe(1);
  },
};

export const Empty: Story = {
  args: { children: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Something beside a card's title, e.g. a New badge. */
export const WithTitleAction: Story = {
  args: {
    children: (
      <CardGridItem title="Physics notes" actions={<Badge tone="success">New</Badge>}>
        <p>Chapter 1 to 4.</p>
      </CardGridItem>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Physics notes' });
    await expect(within(card).getByText('New')).toBeVisible();
  },
};

/** A card without a footer is only its content. */
export const WithoutFooter: Story = {
  args: {
    children: (
      <CardGridItem title="Notice">
        <p>Classes resume on Monday.</p>
      </CardGridItem>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Notice' });
    await expect(card).toHaveTextContent('Classes resume on Monday.');
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** At 320px one column, each card the full width, nothing wider than the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
