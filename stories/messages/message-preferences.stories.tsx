import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MessagePreferencesCard } from '@/features/messages';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { STORY_NOW, storyNow } from './story-messages';

const meta = {
  title: 'Messages/Preferences Card',
  component: MessagePreferencesCard,
  decorators: [withData({ session: storySessions.student, now: storyNow })],
  parameters: { data: { seed: 'empty' } },
} satisfies Meta<typeof MessagePreferencesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const OPT_IN = 'WhatsApp: I agree to receive messages from Sankalp Institute on WhatsApp';
const DEMO_NOTE = 'This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.';

/** The defaults: e-mail always (checked, not changeable), SMS on, WhatsApp off; opting in. */
export const WithoutWhatsapp: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Messages from the institute' }),
    ).toBeVisible();
    await expect(canvas.getByText(DEMO_NOTE)).toBeVisible();
    const email = await canvas.findByRole('checkbox', { name: /E-mail/ });
    await expect(email).toBeChecked();
    await expect(email).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    const whatsapp = canvas.getByRole('checkbox', { name: new RegExp(OPT_IN) });
    await expect(whatsapp).not.toBeChecked();
    await expect(canvas.queryByText(/You agreed on/)).toBeNull();
    await userEvent.click(whatsapp);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your choices are saved.')).toBeVisible();
    await expect(await canvas.findByText('You agreed on 22 Nov 2026, 12:00 pm.')).toBeVisible();
    await expect(await storyRepository(context).getMyMessagePreferences()).toEqual({
      sms: true,
      whatsapp: true,
      whatsappOptInAt: STORY_NOW.toISOString(),
    });
  },
};

/** Opted in earlier: when it was agreed; turning it off clears the opt-in. */
export const WithWhatsappOptIn: Story = {
  args: { serverMode: true },
  parameters: {
    data: {
      seed: {
        messagePreferences: [
          {
            subjectId: storySessions.student.id,
            sms: false,
            whatsapp: true,
            whatsappOptInAt: '2026-11-20T04:45:00.000Z',
          },
        ],
      },
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('You agreed on 20 Nov 2026, 10:15 am.')).toBeVisible();
    await expect(canvas.queryByText(DEMO_NOTE)).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: new RegExp(OPT_IN) }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByText(/You agreed on/)).toBeNull());
    await expect(await storyRepository(context).getMyMessagePreferences()).toEqual({
      sms: false,
      whatsapp: false,
      whatsappOptInAt: null,
    });
  },
};

/** The choices cannot be read. */
export const LoadFailed: Story = {
  parameters: {
    data: { failWith: { getMyMessagePreferences: new Error('The server could not be reached.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your message choices could not be loaded',
    );
  },
};
