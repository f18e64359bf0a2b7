import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EnquiryPage } from '@/features/enquiries';
import { formatDate } from '@/lib';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { enquiriesWith, sampleEnquiry, seedWith } from './enquiry-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Admissions/Admin/Enquiry/Messages',
  component: EnquiryPage,
  decorators: [withRouter, withToasts, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/enquiries/:enquiryId', initialEntry: '/admin/enquiries/enquiry-02' },
    data: { session: storySessions.admin, seed: seedWith({}) },
  },
} satisfies Meta<typeof EnquiryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Messages card (a region named by its heading), once the enquiry has loaded. */
const messagesCard = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Messages' });

/** The value shown beside a label in the Messages card. */
function detail(card: HTMLElement, label: string) {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** The History list's newest line. */
function newestHistory(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'History' });
  return within(section).getAllByRole('listitem')[0]?.textContent ?? '';
}

/**
 * Ananya has not agreed to WhatsApp: Record WhatsApp Opt-in stores when she agreed, says so in
 * the card and the history; Withdraw takes it back.
 */
export const RecordWhatsAppOptIn: Story = {
  name: 'Record WhatsApp Opt-in',
  play: async (context) => {
    const { canvasElement } = context;
    const card = await messagesCard(canvasElement);
    await expect(detail(card, 'WhatsApp')).toHaveTextContent('Not agreed');
    await expect(detail(card, 'Messages')).toHaveTextContent('Allowed');
    await expect(within(card).getByRole('link', { name: 'Send Message' })).toHaveAttribute(
      'href',
      '/admin/enquiries/message?enquiry=enquiry-02',
    );

    await userEvent.click(within(card).getByRole('button', { name: 'Record WhatsApp Opt-in' }));
    await expect(await screen.findByText('The WhatsApp opt-in was recorded.')).toBeVisible();
    const repository = storyRepository(context);
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.whatsappOptInAt).toEqual(expect.any(String));
    await waitFor(() =>
      expect(detail(card, 'WhatsApp')).toHaveTextContent(
        `Agreed on ${formatDate(enquiry.whatsappOptInAt!)}`,
      ),
    );
    await expect(newestHistory(canvasElement)).toContain('Agreed to WhatsApp messages.');
    await expect(enquiry.events.at(-1)).toMatchObject({ kind: 'consent', by: 'Admin' });

    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw WhatsApp Opt-in' }));
    await expect(await screen.findByText('The WhatsApp opt-in was withdrawn.')).toBeVisible();
    await waitFor(() => expect(detail(card, 'WhatsApp')).toHaveTextContent('Not agreed'));
    await expect(newestHistory(canvasElement)).toContain('Withdrew the WhatsApp opt-in.');
    await expect(
      (await repository.getEnquiry('enquiry-02')).enquiry.whatsappOptInAt,
    ).toBeUndefined();
    await expect(
      within(card).getByRole('button', { name: 'Record WhatsApp Opt-in' }),
    ).toBeEnabled();
  },
};

/**
 * Stop Messages: she asked for no more, so Send Message goes and the card says since when;
 * Allow Messages brings it back. Each is in the history.
 */
export const StopAndAllowMessages: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const card = await messagesCard(canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Stop Messages' }));
    await expect(await screen.findByText('No more messages will go to this person.')).toBeVisible();
    const repository = storyRepository(context);
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.unsubscribedAt).toEqual(expect.any(String));
    await waitFor(() =>
      expect(detail(card, 'Messages')).toHaveTextContent(
        `Unsubscribed on ${formatDate(enquiry.unsubscribedAt!)}`,
      ),
    );
    await expect(within(card).queryByRole('link', { name: 'Send Message' })).toBeNull();
    await expect(newestHistory(canvasElement)).toContain('Asked for no more messages.');

    await userEvent.click(within(card).getByRole('button', { name: 'Allow Messages' }));
    await expect(await screen.findByText('Messages are allowed again.')).toBeVisible();
    await waitFor(() => expect(detail(card, 'Messages')).toHaveTextContent('Allowed'));
    await expect(within(card).getByRole('link', { name: 'Send Message' })).toBeVisible();
    await expect(newestHistory(canvasElement)).toContain('Agreed to messages again.');
    await expect(
      (await repository.getEnquiry('enquiry-02')).enquiry.unsubscribedAt,
    ).toBeUndefined();
  },
};

/** Someone who unsubscribed by their link: the card says since when, and offers Allow Messages. */
export const Unsubscribed: Story = {
  parameters: {
    data: {
      seed: seedWith({
        enquiries: enquiriesWith({
          'enquiry-02': {
            unsubscribedAt: '2026-04-03T06:00:00.000Z',
            whatsappOptInAt: '2026-04-02T06:00:00.000Z',
            events: [
              ...sampleEnquiry('enquiry-02').events,
              {
                at: '2026-04-03T06:00:00.000Z',
                by: 'Unsubscribe link',
                kind: 'consent',
                note: 'Unsubscribed by the link in a message.',
              },
            ],
          },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const card = await messagesCard(canvasElement);
    await expect(detail(card, 'WhatsApp')).toHaveTextContent(
      `Agreed on ${formatDate('2026-04-02T06:00:00.000Z')}`,
    );
    await expect(detail(card, 'Messages')).toHaveTextContent(
      `Unsubscribed on ${formatDate('2026-04-03T06:00:00.000Z')}`,
    );
    await expect(within(card).queryByRole('link', { name: 'Send Message' })).toBeNull();
    await expect(within(card).getByRole('button', { name: 'Allow Messages' })).toBeEnabled();
    await expect(newestHistory(canvasElement)).toContain('Unsubscribed by the link in a message.');
  },
};

/** Saving fails: the reason is shown and nothing changes. */
export const SaveFailed: Story = {
  parameters: {
    data: { failWith: { setEnquiryConsent: new Error('The network is down.') } },
  },
  play: async (context) => {
    const card = await messagesCard(context.canvasElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Stop Messages' }));
    await expect(await screen.findByText('The network is down.')).toBeVisible();
    await expect(detail(card, 'Messages')).toHaveTextContent('Allowed');
    await expect(within(card).getByRole('button', { name: 'Stop Messages' })).toBeEnabled();
    await expect(within(card).getByRole('link', { name: 'Send Message' })).toBeVisible();
  },
};
