import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HindiDrafterProvider } from '@/features/gemini';
import type { HindiDrafter } from '@/features/gemini';
import { MessagesPage } from '@/features/messages';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { storyNow, withToasts } from './story-messages';

const meta = {
  title: 'Messages/Admin/Templates',
  component: MessagesPage,
  decorators: [withToasts, withData({ session: storySessions.admin, now: storyNow })],
  parameters: { data: { seed: 'empty' } },
} satisfies Meta<typeof MessagesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openTemplates(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: 'Templates' }));
  return within(await canvas.findByRole('table', { name: 'Templates' }));
}

async function edit(canvasElement: HTMLElement, name: string) {
  const table = await openTemplates(canvasElement);
  await userEvent.click(await table.findByRole('button', { name: `Edit ${name}` }));
  return within(await screen.findByRole('dialog', { name: `Edit ${name}` }));
}

const DLT_ID = '1107160000000000001';

/** Every template in every channel, the portal's text until the admin changes one. */
export const TemplatesList: Story = {
  play: async ({ canvasElement }) => {
    const table = await openTemplates(canvasElement);
    // 17 templates in 3 channels (the two to enquiries the newest), and the header row.
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(52));
    await expect(
      table.getAllByRole('cell', { name: 'Admissions open (to enquiries)' }),
    ).toHaveLength(3);
    // The parents' sign-in code (issue 36) is one of them, in every channel.
    const parentCode = table
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell'))
      .filter((cells) => cells[0]?.textContent === 'Parent sign-in code')
      .map((cells) => cells[1]?.textContent);
    await expect(parentCode).toEqual(['E-mail', 'SMS', 'WhatsApp']);
    const first = within(table.getAllByRole('row')[1]!).getAllByRole('cell');
    await expect(first.map((cell) => cell.textContent)).toEqual([
      'Account set-up',
      'E-mail',
      'Set your password for the Sankalp portal',
      "The portal's text",
      'Edit',
    ]);
  },
};

/** E-mail: Subject and Message; the preview fills sample values as the admin types; Save. */
export const EditEmailWithPreview: Story = {
  play: async (context) => {
    const dialog = await edit(context.canvasElement, 'Password reset (E-mail)');
    await expect(dialog.getByLabelText(/Subject/)).toHaveValue(
      'Reset your Sankalp portal password',
    );
    await expect(dialog.queryByLabelText('DLT template id')).toBeNull();
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText(/Dear Riya Sharma,/)).toBeVisible();
    const subject = dialog.getByLabelText(/Subject/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'A new password for {{{{name}}');
    await expect(await preview.findByText('A new password for Riya Sharma')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Password reset (E-mail) is saved.')).toBeVisible();
    const saved = (await storyRepository(context).listMessageTemplates()).find(
      (row) => row.template === 'password-reset' && row.channel === 'email',
    );
    await expect(saved).toMatchObject({
      subject: 'A new password for {{name}}',
      updatedAt: storyNow().toISOString(),
    });
  },
};

/** SMS: the DLT check answers in the preview; the text must match the approved one. */
export const EditSmsDltMismatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await edit(canvasElement, 'Fee reminder: due today (SMS)');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText(/has no DLT template id/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('DLT template id'), DLT_ID);
    await expect(await preview.findByText('Matches the approved DLT text.')).toBeVisible();
    const message = dialog.getByLabelText(/Message/);
    await userEvent.type(message, ' Pay today!');
    await expect(await preview.findByText(/does not match DLT template/)).toBeVisible();
  },
};

/** WhatsApp: Template name, Language, Parameters; the preview lists {{1}}, {{2}}… */
export const EditWhatsapp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await edit(canvasElement, 'STSE results published (WhatsApp)');
    await expect(dialog.getByLabelText('Template name')).toHaveValue('stse_results');
    await expect(dialog.getByLabelText('Language')).toHaveValue('en');
    await expect(dialog.getByLabelText('Parameters')).toHaveValue('name, rollNo');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText('{{1}} = Riya Sharma')).toBeVisible();
    await expect(preview.getByText('{{2}} = SANK26120001')).toBeVisible();
  },
};

/** A variable the template does not carry, and a DLT id that is not 19 digits: beside the fields. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const dialog = await edit(context.canvasElement, 'Password reset (SMS)');
    await userEvent.type(dialog.getByLabelText('DLT template id'), '12345');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('A DLT template id is 19 digits.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('DLT template id'));
    await userEvent.type(dialog.getByLabelText(/Message/), ' Roll {{{{rollNo}}');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText(/\{\{rollNo\}\} cannot be used here/)).toBeVisible();
    await expect(dialog.getByLabelText(/Message/)).toHaveAttribute('aria-invalid', 'true');
    const stored = (await storyRepository(context).listMessageTemplates()).find(
      (row) => row.template === 'password-reset' && row.channel === 'sms',
    );
    await expect(stored?.updatedAt).toBeNull();
  },
};

/** Reset to the portal's text puts the default back into the fields (saved on Save). */
export const ResetToPortalText: Story = {
  parameters: {
    data: {
      seed: {
        messageTemplates: [
          {
            template: 'ticket-replied',
            channel: 'email',
            subject: 'We answered you',
            body: 'Dear {{name}}, see {{link}}',
            dltTemplateId: '',
            dltText: '',
            whatsappName: '',
            whatsappLanguage: 'en',
            whatsappParameters: [],
            updatedAt: '2026-11-20T06:30:00.000Z',
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await edit(canvasElement, 'Support ticket replied (E-mail)');
    await expect(dialog.getByLabelText(/Subject/)).toHaveValue('We answered you');
    await userEvent.click(dialog.getByRole('button', { name: "Reset to the portal's text" }));
    await expect(dialog.getByLabelText(/Subject/)).toHaveValue('Reply to your ticket: {{subject}}');
  },
};

/**
 * The Hindi version: its own text, DLT id and approved text; the SMS count is Unicode's (70 in
 * one part, 67 a part); what was typed in English stays while Hindi is open; Save keeps English.
 */
export const EditHindiSms: Story = {
  play: async (context) => {
    const dialog = await edit(context.canvasElement, 'Fee reminder: due today (SMS)');
    await expect(dialog.getByText(/English \(GSM\): 160 characters in one SMS/)).toBeVisible();
    await expect(dialog.getByText(/1 SMS part\b/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/Message/), ' Thanks');
    await userEvent.click(dialog.getByRole('tab', { name: 'हिन्दी' }));
    const message = dialog.getByLabelText(/Message/);
    await expect(message).toHaveValue(
      'प्रिय {{name}}, फ़ीस की किस्त {{installment}} के ₹{{amount}} आज, {{dueDate}} को भरने हैं। - Sankalp',
    );
    // No Gemini key here: no draft button.
    await expect(dialog.queryByRole('button', { name: 'Draft Hindi with Gemini' })).toBeNull();
    await expect(dialog.getByText(/Hindi \(Unicode\): 70 characters in one SMS/)).toBeVisible();
    await expect(dialog.getByText(/2 SMS parts/)).toBeVisible();
    await userEvent.clear(message);
    await userEvent.type(message, 'प्रिय {{{{name}}, फ़ीस आज भरें। - Sankalp');
    await expect(await dialog.findByText(/1 SMS part\b/)).toBeVisible();
    await userEvent.type(dialog.getByLabelText('DLT template id'), DLT_ID);
    await userEvent.click(dialog.getByRole('tab', { name: 'English' }));
    await expect(dialog.getByLabelText(/Message/)).toHaveValue(
      'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp Thanks',
    );
    await userEvent.click(dialog.getByRole('tab', { name: 'हिन्दी' }));
    await expect(dialog.getByLabelText('DLT template id')).toHaveValue(DLT_ID);
    await userEvent.clear(dialog.getByLabelText('Approved DLT text'));
    await userEvent.type(
      dialog.getByLabelText('Approved DLT text'),
      'प्रिय {{#var#}, फ़ीस आज भरें। - Sankalp',
    );
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(await preview.findByText('Matches the approved DLT text.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await screen.findByText('Fee reminder: due today (SMS), Hindi is saved.'),
    ).toBeVisible();
    const templates = await storyRepository(context).listMessageTemplates();
    const of = (language: string) =>
      templates.find(
        (row) =>
          row.template === 'fee-reminder-due' && row.channel === 'sms' && row.language === language,
      );
    await expect(of('hi')).toMatchObject({
      body: 'प्रिय {{name}}, फ़ीस आज भरें। - Sankalp',
      dltTemplateId: DLT_ID,
      updatedAt: storyNow().toISOString(),
    });
    await expect(of('en')?.updatedAt).toBeNull();
  },
};

/** The Hindi WhatsApp version is approved under the same name with the code hi. */
export const EditHindiWhatsapp: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await edit(canvasElement, 'STSE results published (WhatsApp)');
    await userEvent.click(dialog.getByRole('tab', { name: 'हिन्दी' }));
    await expect(dialog.getByLabelText('Template name')).toHaveValue('stse_results');
    await expect(dialog.getByLabelText('Language')).toHaveValue('hi');
    await expect(dialog.getByLabelText('Parameters')).toHaveValue('name, rollNo');
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    await expect(preview.getByText(/STSE का रिज़ल्ट आ गया है/)).toBeVisible();
  },
};

/** The editor in Hindi: the list, the dialog's labels, the SMS count; it fits 375 px. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'टेम्पलेट' }));
    const table = within(await canvas.findByRole('table', { name: 'टेम्पलेट' }));
    await expect(await table.findAllByText('पोर्टल का टेक्स्ट')).not.toHaveLength(0);
    await userEvent.click(
      table.getByRole('button', { name: 'फ़ीस रिमाइंडर: आज अंतिम तिथि (SMS) बदलें' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'फ़ीस रिमाइंडर: आज अंतिम तिथि (SMS) बदलें' }),
    );
    await expect(dialog.getByRole('tablist', { name: 'भाषा का संस्करण' })).toBeVisible();
    await userEvent.click(dialog.getByRole('tab', { name: 'हिन्दी' }));
    await expect((dialog.getByLabelText(/संदेश/) as HTMLTextAreaElement).value).toMatch(
      /फ़ीस की किस्त/,
    );
    await expect(dialog.getByText(/2 SMS हिस्से/)).toBeVisible();
    await expect(dialog.getByText(/हिन्दी \(Unicode\)/)).toBeVisible();
    await expect(dialog.getByLabelText('DLT टेम्पलेट id')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'झलक' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'सेव करें' })).toBeVisible();
    const dialogElement = await screen.findByRole('dialog');
    await expect(dialogElement.scrollWidth).toBeLessThanOrEqual(dialogElement.clientWidth);
  },
};

/** A fake Gemini: the English with its {{variables}} as they were, as the real client returns it. */
const draftedBy: string[][] = [];
const fakeGemini: HindiDrafter = async (texts) => {
  draftedBy.push([...texts]);
  return texts.map((text) => text.replace('Dear {{name}}', 'प्रिय {{name}}'));
};
const withGemini: Decorator = (Story) => (
  <HindiDrafterProvider drafter={fakeGemini}>
    <Story />
  </HindiDrafterProvider>
);

/**
 * With a Gemini key, the Hindi version offers "Draft Hindi with Gemini": it fills the Hindi
 * message (emptied first: a written one is never overwritten) from the English as typed, its
 * {{variables}} kept, marked Machine draft until the admin saves it.
 */
export const DraftHindiWithGemini: Story = {
  decorators: [withGemini],
  play: async (context) => {
    const dialog = await edit(context.canvasElement, 'Fee reminder: due today (SMS)');
    await expect(dialog.queryByRole('button', { name: 'Draft Hindi with Gemini' })).toBeNull();
    await userEvent.click(dialog.getByRole('tab', { name: 'हिन्दी' }));
    const draftButton = dialog.getByRole('button', { name: 'Draft Hindi with Gemini' });
    await userEvent.click(draftButton);
    await expect(
      await dialog.findByText('Every Hindi field is filled already. Clear one to draft it again.'),
    ).toBeVisible();
    const message = dialog.getByLabelText(/Message/);
    await userEvent.clear(message);
    await userEvent.click(draftButton);
    const drafted =
      'प्रिय {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp';
    await waitFor(() => expect(message).toHaveValue(drafted));
    await expect(draftedBy.at(-1)).toEqual([
      'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp',
    ]);
    await expect(dialog.getByText('Machine draft')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await screen.findByText('Fee reminder: due today (SMS), Hindi is saved.'),
    ).toBeVisible();
    const templates = await storyRepository(context).listMessageTemplates();
    const hindi = templates.find(
      (row) =>
        row.template === 'fee-reminder-due' && row.channel === 'sms' && row.language === 'hi',
    );
    await expect(hindi?.body).toBe(drafted);
  },
};
