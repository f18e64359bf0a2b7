// A notification's Hindi version in the Create Notification dialog: typed by the admin, or drafted
// by a fake Gemini client (the real request is tested against a fake Gemini API in
// tests/unit/hindi-draft.test.ts), and what the list shows for one without.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HindiDraftError } from '@/data';
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

const meta = {
  title: 'Notifications/Admin/Hindi Version',
  component: AdminNotificationsPage,
  decorators: [withToasts, withData()],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdminNotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openWithEnglish(canvasElement: HTMLElement) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: 'Create Notification' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Create Notification' }));
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
