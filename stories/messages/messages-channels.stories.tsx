import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagesPage } from '@/features/messages';
import { storySessions, withData } from '../helpers/data-decorator';
import { STORY_NOW, storyNow, storyOutbox, withChannels, withToasts } from './story-messages';

const meta = {
  title: 'Messages/Admin/Channels',
  component: MessagesPage,
  decorators: [withToasts, withData({ session: storySessions.admin, now: storyNow })],
  parameters: { data: { seed: { outbox: storyOutbox } } },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function channelRows(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Channels' }));
  const table = within(await canvas.findByRole('table', { name: 'Channels' }));
  await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
  return table
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The browser-only demo: no channel is set up; a sent message still shows when it went. */
export const NotSetUp: Story = {
  play: async ({ canvasElement }) => {
    await expect(await channelRows(canvasElement)).toEqual([
      ['E-mail', 'Not set up', '22 Nov 2026, 11:00 am'],
      ['SMS', 'Not set up', 'None yet'],
      ['WhatsApp', 'Not set up', 'None yet'],
    ]);
  },
};

/** A server with e-mail and SMS set up. */
export const SetUp: Story = {
  args: { serverMode: true },
  decorators: [
    withChannels([
      { channel: 'email', setUp: true, lastSuccessAt: STORY_NOW.toISOString() },
      { channel: 'sms', setUp: true, lastSuccessAt: null },
      { channel: 'whatsapp', setUp: false, lastSuccessAt: null },
    ]),
  ],
  play: async ({ canvasElement }) => {
    await expect(await channelRows(canvasElement)).toEqual([
      ['E-mail', 'Set up', '22 Nov 2026, 12:00 pm'],
      ['SMS', 'Set up', 'None yet'],
      ['WhatsApp', 'Not set up', 'None yet'],
    ]);
  },
};

/** In Hindi: the tabs, the table's headers and whether each channel is set up. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'संदेश' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'चैनल' }));
    const table = await canvas.findByRole('table', { name: 'चैनल' });
    await expect(
      within(table).getByRole('columnheader', { name: 'आखिरी भेजा गया संदेश' }),
    ).toBeVisible();
    await expect(within(table).getAllByText(/सेट नहीं है|सेट है/).length).toBeGreaterThan(0);
  },
};
