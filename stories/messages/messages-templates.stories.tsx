import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
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
