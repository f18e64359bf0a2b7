import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { addMonthsClamped, formatDate, HindiDraftError, todayIso } from '@/data';
import { HindiDrafterProvider } from '@/features/gemini';
import type { HindiDrafter } from '@/features/gemini';
import { AdminNotificationsPage } from '@/features/notifications';
import { ToastProvider } from '@/ui';
import { storyRepository, withData } from '../helpers/data-decorator';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Notifications/Admin/Notifications',
  component: AdminNotificationsPage,
  decorators: [withToasts, withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openCreateDialog(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Create Notification' }),
  );
  return within(await screen.findByRole('dialog', { name: 'Create Notification' }));
}

/** Newest date first; the future one is marked Scheduled. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await canvas.findByRole('article', { name: 'Parent-teacher meeting' });
    const titles = canvas
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Parent-teacher meeting',
      'Fee installment reminder',
      'STSE 2024 registrations are open',
    ]);
    const meeting = canvas.getByRole('article', { name: 'Parent-teacher meeting' });
    await expect(within(meeting).getByText('Scheduled')).toBeVisible();
    const reminder = canvas.getByRole('article', { name: 'Fee installment reminder' });
    await expect(within(reminder).queryByText('Scheduled')).toBeNull();
  },
};

/** The modal's date starts at today and says what a future date does. */
export const CreateModalOpen: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveFocus());
    const date = dialog.getByLabelText('Date');
    await expect(date).toHaveValue(todayIso());
    await expect(date).toHaveAccessibleDescription(
      `A future date schedules the notification. ${formatDate(todayIso())}`,
    );
    // Without a Gemini key there is nothing to draft with.
    await expect(dialog.queryByRole('button', { name: 'Draft Hindi with Gemini' })).toBeNull();
  },
};

/** Dated today: published at once, at the top, without the Scheduled badge. */
export const CreateForToday: Story = {
  play: async (context) => {
    const dialog = await openCreateDialog(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Holiday on Friday');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Details' }),
      'The institute is closed for the festival.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('"Holiday on Friday" was published.')).toBeVisible();

    const canvas = within(context.canvasElement);
    const created = await canvas.findByRole('article', { name: 'Holiday on Friday' });
    await expect(within(created).queryByText('Scheduled')).toBeNull();
    const stored = await storyRepository(context).listNotifications();
    await expect(
      stored.find((notification) => notification.title === 'Holiday on Friday'),
    ).toMatchObject({
      date: todayIso(),
      isScheduled: false,
    });
  },
};

/** Dated next month: stored as scheduled, shown first with the Scheduled badge. */
export const CreateScheduled: Story = {
  play: async (context) => {
    const nextMonth = addMonthsClamped(todayIso(), 1);
    const dialog = await openCreateDialog(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Mock test series');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Details' }), 'Starts next month.');
    const date = dialog.getByLabelText('Date');
    await userEvent.clear(date);
    await userEvent.type(date, nextMonth);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('"Mock test series" is scheduled.')).toBeVisible();

    const canvas = within(context.canvasElement);
    const created = await canvas.findByRole('article', { name: 'Mock test series' });
    await expect(within(created).getByText('Scheduled')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
      'Mock test series',
    );
    const [stored] = await storyRepository(context).listNotifications();
    await expect(stored).toMatchObject({ title: 'Mock test series', isScheduled: true });
  },
};

/** Every message beside its field; focus on the first; what was typed stays. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const dialog = await openCreateDialog(context.canvasElement);
    const details = dialog.getByRole('textbox', { name: 'Details' });
    await userEvent.type(details, 'Kept after the failed submit.');
    await userEvent.clear(dialog.getByLabelText('Date'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription('Title is required.');
    await expect(dialog.getByLabelText('Date')).toHaveAccessibleDescription(
      'A future date schedules the notification. Date is required.',
    );
    await expect(details).toHaveValue('Kept after the failed submit.');
    await expect(await storyRepository(context).listNotifications()).toHaveLength(3);
  },
};

export const CreateFails: Story = {
  parameters: {
    data: { failWith: { addNotification: new Error('The notification was not saved.') } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCreateDialog(canvasElement);
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await userEvent.type(title, 'Holiday on Friday');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Details' }), 'Closed.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The notification was not saved.',
    );
    await expect(title).toHaveValue('Holiday on Friday');
  },
};

export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the notifications…',
    );
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { listNotifications: new Error('The notifications could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The notifications could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Parent-teacher meeting' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: the heading, the notifications' Hindi versions, the Scheduled badge and the dialog. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'सूचनाएँ' })).toBeVisible();
    // Next week's meeting, in its Hindi version, is marked as waiting for its day.
    const scheduled = await canvas.findByRole('article', { name: 'अभिभावक-शिक्षक बैठक' });
    await expect(within(scheduled).getByText('तय तारीख पर')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'सूचना बनाएँ' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'सूचना बनाएँ' }));
    await expect(dialog.getByRole('textbox', { name: 'शीर्षक' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'शीर्षक (हिन्दी)' })).toHaveAttribute(
      'lang',
      'hi',
    );
    await expect(dialog.getByText('आगे की तारीख चुनने पर सूचना उसी दिन दिखेगी।')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'बनाएँ' })).toBeEnabled();
  },
};

// A notification's Hindi version: typed by the admin, or drafted by a fake Gemini client (the real
// request is tested against a fake Gemini API in tests/unit/hindi-draft.test.ts).
const HINDI: Record<string, string> = {
  'Holiday on Friday': 'शुक्रवार को छुट्टी',
  'Classes resume on Monday.': 'कक्षाएँ सोमवार से फिर शुरू होंगी।',
};
const askedFor: string[][] = [];
const fakeGemini: HindiDrafter = async (texts) => {
  askedFor.push([...texts]);
  return texts.map((text) => HINDI[text] ?? `हिंदी: ${text}`);
};
const withDrafter =
  (drafter: HindiDrafter): Decorator =>
  (Story) => (
    <HindiDrafterProvider drafter={drafter}>
      <Story />
    </HindiDrafterProvider>
  );

/** The Create Notification dialog with an English title and details typed. */
async function openWithEnglish(canvasElement: HTMLElement) {
  const dialog = await openCreateDialog(canvasElement);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Holiday on Friday');
  await userEvent.type(
    dialog.getByRole('textbox', { name: 'Details' }),
    'Classes resume on Monday.',
  );
  return dialog;
}

/** Typed by the admin: saved with the English, and not marked "English only" in the list. */
export const TypedHindi: Story = {
  play: async (context) => {
    const dialog = await openWithEnglish(context.canvasElement);
    const titleHi = dialog.getByRole('textbox', { name: 'Title (Hindi)' });
    await expect(titleHi).toHaveAccessibleDescription(
      'Optional. Readers who chose Hindi see the Hindi version; without one they see the English.',
    );
    await userEvent.type(titleHi, 'शुक्रवार को छुट्टी');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Details (Hindi)' }),
      'कक्षाएँ सोमवार से फिर शुरू होंगी।',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('"Holiday on Friday" was published.')).toBeVisible();
    const created = await within(context.canvasElement).findByRole('article', {
      name: 'Holiday on Friday',
    });
    await expect(within(created).queryByText('English only')).toBeNull();
    const stored = await storyRepository(context).listNotifications();
    await expect(stored.find((each) => each.title === 'Holiday on Friday')).toMatchObject({
      titleHi: 'शुक्रवार को छुट्टी',
      detailsHi: 'कक्षाएँ सोमवार से फिर शुरू होंगी।',
    });
  },
};

/** Half a Hindi version is refused beside the missing field; everything typed stays. */
export const HalfAHindiVersion: Story = {
  play: async (context) => {
    const dialog = await openWithEnglish(context.canvasElement);
    const titleHi = dialog.getByRole('textbox', { name: 'Title (Hindi)' });
    await userEvent.type(titleHi, 'शुक्रवार को छुट्टी');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const detailsHi = dialog.getByRole('textbox', { name: 'Details (Hindi)' });
    await waitFor(() => expect(detailsHi).toHaveFocus());
    await expect(detailsHi).toHaveAccessibleDescription(
      'Write the Hindi details as well, or clear the Hindi title.',
    );
    await expect(titleHi).toHaveValue('शुक्रवार को छुट्टी');
    await expect(await storyRepository(context).listNotifications()).toHaveLength(3);
  },
};

/** Without a Hindi version: the list marks it "English only", so the admin can tell. */
export const EnglishOnly: Story = {
  play: async (context) => {
    const dialog = await openWithEnglish(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    const created = await within(context.canvasElement).findByRole('article', {
      name: 'Holiday on Friday',
    });
    await expect(within(created).getByText('English only')).toBeVisible();
    const seeded = within(context.canvasElement).getByRole('article', {
      name: 'Fee installment reminder',
    });
    await expect(within(seeded).queryByText('English only')).toBeNull();
  },
};

/** With a key: Gemini fills the empty Hindi fields, marked "Machine draft" until saved. */
export const DraftedByGemini: Story = {
  decorators: [withDrafter(fakeGemini)],
  play: async (context) => {
    askedFor.length = 0;
    const dialog = await openWithEnglish(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(
      await dialog.findByText('Hindi drafted by Gemini. Read it and correct it before saving.'),
    ).toBeVisible();
    await expect(askedFor).toEqual([['Holiday on Friday', 'Classes resume on Monday.']]);
    const titleHi = dialog.getByRole('textbox', { name: 'Title (Hindi)' });
    await expect(titleHi).toHaveValue('शुक्रवार को छुट्टी');
    await expect(titleHi).toHaveAccessibleDescription('Machine draft');
    await expect(dialog.getByRole('textbox', { name: 'Details (Hindi)' })).toHaveValue(
      'कक्षाएँ सोमवार से फिर शुरू होंगी।',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await expect(await screen.findByText('"Holiday on Friday" was published.')).toBeVisible();
    const stored = await storyRepository(context).listNotifications();
    await expect(stored.find((each) => each.title === 'Holiday on Friday')).toMatchObject({
      detailsHi: 'कक्षाएँ सोमवार से फिर शुरू होंगी।',
    });
  },
};

/** Gemini out of quota: the reason beside the button, and nothing typed changes. */
export const DraftFails: Story = {
  decorators: [
    withDrafter(async () => {
      throw new HindiDraftError('quota');
    }),
  ],
  play: async (context) => {
    const dialog = await openWithEnglish(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Draft Hindi with Gemini' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Gemini's limit of requests is used up for now. Try again later, or write the Hindi yourself. Nothing you typed was changed.",
    );
    await expect(dialog.getByRole('textbox', { name: 'Title (Hindi)' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Holiday on Friday');
  },
};
