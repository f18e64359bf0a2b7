import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DataProvider, DataValidationError } from '@/data';
import type { Enquiry, EnquiryMessagePreview } from '@/data/enquiries';
import { MessageEnquiriesPage } from '@/features/enquiries';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { fitsScreenWidth } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { arjun, enquiriesWith, priyanka, seedWith } from './enquiry-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const agreed = '2026-04-02T05:00:00.000Z';

/**
 * Five open enquiries: Ananya (class 9, mobile and e-mail, WhatsApp agreed), Kabir (class 10,
 * unsubscribed), Isha (class 9, an e-mail only), Farhan (class 12, a mobile only, WhatsApp not
 * agreed) and Harsh (class 11, a mobile only, WhatsApp agreed).
 */
function segmentEnquiries(): Enquiry[] {
  const all = enquiriesWith({
    'enquiry-02': { whatsappOptInAt: agreed },
    'enquiry-05': { unsubscribedAt: agreed },
    'enquiry-06': { mobile: '' },
    'enquiry-14': { whatsappOptInAt: undefined },
    'enquiry-16': { whatsappOptInAt: agreed },
  });
  const ids = ['enquiry-02', 'enquiry-05', 'enquiry-06', 'enquiry-14', 'enquiry-16'];
  return ids.map((id) => all.find((enquiry) => enquiry.id === id)!);
}

const PATH = '/admin/enquiries/message';

const meta = {
  title: 'Admissions/Admin/Message Enquiries',
  component: MessageEnquiriesPage,
  decorators: [withRouter, withToasts, withData()],
  args: { serverMode: false },
  parameters: {
    layout: 'fullscreen',
    route: { path: PATH },
    data: { session: storySessions.admin, seed: seedWith({ enquiries: segmentEnquiries() }) },
  },
} satisfies Meta<typeof MessageEnquiriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

// The preview is asked for once the form has been still for a moment.
const PREVIEW_MS = 3000;

const previewOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Preview' }));

/** The messages per way, as the preview counts them: "E-mail: 2" and so on. */
async function countsShown(canvasElement: HTMLElement) {
  const list = await previewOf(canvasElement).findByRole(
    'list',
    { name: 'Messages by way' },
    { timeout: PREVIEW_MS },
  );
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The first person's message in one way: its heading, subject, text and any note. */
function sampleText(canvasElement: HTMLElement, heading: string) {
  const title = previewOf(canvasElement).getByRole('heading', { level: 3, name: heading });
  return title.closest('article') as HTMLElement;
}

/** The notice whose title is `title` (its role is status or alert; a title gives it no name). */
async function notice(canvasElement: HTMLElement, title: string) {
  const heading = await within(canvasElement).findByText(title);
  return heading.closest('[role]') as HTMLElement;
}

const tick = (canvasElement: HTMLElement, channel: string) =>
  userEvent.click(within(canvasElement).getByRole('checkbox', { name: channel }));

const NOT_SET_UP = 'Not set up on this portal: these will be marked Not sent.';

/**
 * Every open enquiry, by e-mail, SMS and WhatsApp: the unsubscribed one and WhatsApp to the one
 * who did not agree are left out, and the texts are the first person's, each with the note that
 * the demo sends nothing by that way.
 */
export const SegmentPreview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Message Enquiries' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Who gets it' })).toBeVisible();
    await expect(canvas.getByLabelText('Message')).toHaveDisplayValue(
      'Admissions open (to enquiries)',
    );
    // E-mail and SMS to begin with.
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 2', 'SMS: 3', 'WhatsApp: 0']);
    await expect(previewOf(canvasElement).getByText(/match\./)).toHaveTextContent(
      '5 enquiries match. Left out: 1 unsubscribed.',
    );

    await tick(canvasElement, 'WhatsApp');
    await waitFor(() => expect(canvas.getByText(/match\./)).toHaveTextContent(/WhatsApp/), {
      timeout: PREVIEW_MS,
    });
    await expect(canvas.getByText(/match\./)).toHaveTextContent(
      '5 enquiries match. Left out: 1 unsubscribed; 1 not opted in to WhatsApp.',
    );
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 2', 'SMS: 3', 'WhatsApp: 2']);
    await expect(canvas.getByRole('button', { name: 'Send to 4 People' })).toBeEnabled();

    // Ananya, the first reached, in each way.
    const email = sampleText(canvasElement, 'E-mail to Ananya Singh');
    await expect(email).toHaveTextContent('Admissions are open at Sankalp Institute');
    await expect(email).toHaveTextContent('Dear Ananya Singh,');
    await expect(email).toHaveTextContent('/programs');
    await expect(email).toHaveTextContent('/unsubscribe?enquiry=enquiry-02');
    await expect(email).toHaveTextContent(NOT_SET_UP);
    const sms = sampleText(canvasElement, 'SMS to Ananya Singh');
    await expect(sms).toHaveTextContent(
      'Dear Ananya Singh, admissions are open at Sankalp Institute. Visit us or call to join. - Sankalp',
    );
    await expect(within(sms).getByRole('status')).toHaveTextContent(NOT_SET_UP);
    const whatsapp = sampleText(canvasElement, 'WhatsApp to Ananya Singh');
    await expect(whatsapp).toHaveTextContent('Dear Ananya Singh');
    await expect(whatsapp).toHaveTextContent(NOT_SET_UP);
    // Nobody else's text is shown.
    await expect(canvas.queryByRole('heading', { name: /Harsh Vardhan/ })).toBeNull();
  },
};

/**
 * A filter narrows who gets it: class 9 is Ananya and Isha (no one left out); SMS alone leaves
 * Isha, who has only an e-mail, out.
 */
export const FilterByClass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 2', 'SMS: 3', 'WhatsApp: 0']);
    await userEvent.selectOptions(await canvas.findByLabelText('Class'), 'Class 9');
    await waitFor(
      () => expect(canvas.getByText(/match\./)).toHaveTextContent('2 enquiries match.'),
      { timeout: PREVIEW_MS },
    );
    await expect(canvas.getByText(/match\./)).not.toHaveTextContent('Left out');
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 2', 'SMS: 1', 'WhatsApp: 0']);
    await expect(canvas.getByRole('button', { name: 'Send to 2 People' })).toBeEnabled();

    await tick(canvasElement, 'E-mail');
    await waitFor(
      () =>
        expect(canvas.getByText(/match\./)).toHaveTextContent(
          '2 enquiries match. Left out: 1 with no way to reach by these.',
        ),
      { timeout: PREVIEW_MS },
    );
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 0', 'SMS: 1', 'WhatsApp: 0']);
    await expect(canvas.getByRole('button', { name: 'Send to 1 Person' })).toBeEnabled();

    // Back to any class: all five again.
    await userEvent.selectOptions(canvas.getByLabelText('Class'), 'Any class');
    await waitFor(
      () =>
        expect(canvas.getByText(/match\./)).toHaveTextContent(
          '5 enquiries match. Left out: 1 unsubscribed; 1 with no way to reach by these.',
        ),
      { timeout: PREVIEW_MS },
    );
  },
};

/** No way to send ticked: nothing to preview, and nothing can be sent. */
export const NoChannel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvasElement);
    await tick(canvasElement, 'E-mail');
    await tick(canvasElement, 'SMS');
    await expect(
      await previewOf(canvasElement).findByText(
        'Choose a message and a way to send it.',
        {},
        { timeout: PREVIEW_MS },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Messages by way' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Send to/ })).toBeDisabled();
  },
};

/**
 * Send: the counts are confirmed first; then the messages wait in the outbox (the demo marks
 * each Not sent), and the page says how many went to how many people.
 */
export const Send: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await tick(canvasElement, 'WhatsApp');
    await waitFor(() => expect(canvas.getByText(/match\./)).toHaveTextContent(/WhatsApp/), {
      timeout: PREVIEW_MS,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send to 4 People' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    await expect(dialog).toHaveTextContent('7 messages: E-mail 2, SMS 3, WhatsApp 2.');
    const repository = storyRepository(context);
    // Nothing is queued until it is confirmed.
    await expect((await repository.listMessages({ template: 'admissions-open' })).total).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Messages' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    const queued = await notice(canvasElement, 'Messages queued');
    await expect(queued).toHaveAttribute('role', 'status');
    await expect(queued).toHaveTextContent(
      '7 messages to 4 people: E-mail 2, SMS 3, WhatsApp 2. See them in Messages.',
    );
    await expect(within(queued).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );

    const { rows } = await repository.listMessages({ template: 'admissions-open' });
    await expect(
      rows.map((row) => `${row.channel} ${row.recipient}`).sort((a, b) => a.localeCompare(b)),
    ).toEqual([
      'email ananya.singh@example.com',
      'email isha.reddy@example.com',
      'sms 9660078901',
      'sms 9829033445',
      'sms 9928034567',
      'whatsapp 9660078901',
      'whatsapp 9829033445',
    ]);
    for (const row of rows) {
      await expect(row.status).toBe('not-sent');
      await expect(row.lastError).toBe('The browser-only demo sends no messages.');
    }
    // Those messaged got the key their Unsubscribe link carries; the unsubscribed one did not.
    const { enquiry: ananya } = await repository.getEnquiry('enquiry-02');
    await expect(ananya.optOutKey).toEqual(expect.any(String));
    await expect(rows.find((row) => row.channel === 'email')?.variables.unsubscribe).toContain(
      `/unsubscribe?enquiry=enquiry-02&key=${ananya.optOutKey}`,
    );
    const { enquiry: kabir } = await repository.getEnquiry('enquiry-05');
    await expect(kabir.optOutKey).toBeUndefined();
  },
};

/**
 * One enquiry (from its page): "Message <name>", no segment to choose, and the way back to the
 * enquiry.
 */
export const OneEnquiry: Story = {
  parameters: { route: { path: PATH, initialEntry: `${PATH}?enquiry=enquiry-16` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Message Harsh Vardhan' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Who gets it' })).toBeNull();
    await expect(canvas.queryByLabelText('Stage')).toBeNull();
    await expect(canvas.queryByLabelText('Class')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the enquiry' })).toHaveAttribute(
      'href',
      '/admin/enquiries/enquiry-16',
    );
    // Harsh has a mobile only: the SMS, and no e-mail.
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 0', 'SMS: 1', 'WhatsApp: 0']);
    await expect(canvas.getByText(/match/)).toHaveTextContent(/^1 enquiry matches\.\s*$/);
    await expect(sampleText(canvasElement, 'SMS to Harsh Vardhan')).toHaveTextContent(
      'Dear Harsh Vardhan',
    );
    await expect(canvas.getByRole('button', { name: 'Send to 1 Person' })).toBeEnabled();
  },
};

/** One enquiry who unsubscribed: left out, nobody to send to. */
export const OneUnsubscribed: Story = {
  parameters: { route: { path: PATH, initialEntry: `${PATH}?enquiry=enquiry-05` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Message Kabir Joshi' });
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 0', 'SMS: 0', 'WhatsApp: 0']);
    await expect(canvas.getByText(/match/)).toHaveTextContent(
      /^1 enquiry matches\. Left out: 1 unsubscribed\.$/,
    );
    await expect(canvas.getByText('Nobody in this segment can get this message.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to 0 People' })).toBeDisabled();
  },
};

/** From the Enquiries list filtered by a stage: that stage is chosen, and only it counted. */
export const StageFromEnquiries: Story = {
  parameters: { route: { path: PATH, initialEntry: `${PATH}?stage=contacted` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The stages come with the settings, after the form: the one asked for is still chosen.
    await waitFor(() => expect(canvas.getByLabelText('Stage')).toHaveDisplayValue('Contacted'));
    // Ananya (e-mail and SMS) and Farhan (SMS).
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 1', 'SMS: 2', 'WhatsApp: 0']);
    await expect(canvas.getByText(/match\./)).toHaveTextContent(/^2 enquiries match\.\s*$/);
    await expect(canvas.getByRole('link', { name: 'Back to Enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
  },
};

/** A preview the repository answers with, whatever the form asks (inside the meta's withData). */
function withPreview(preview: EnquiryMessagePreview): Decorator {
  return function PreviewDecorator(Story, context) {
    const [repository] = useState(() => ({
      ...storyRepository(context),
      previewEnquiryMessage: () => Promise.resolve(preview),
    }));
    return (
      <DataProvider repository={repository}>
        <Story />
      </DataProvider>
    );
  };
}

/** More people match than one message may go to: narrow the segment first; nothing to send. */
export const TooMany: Story = {
  decorators: [
    withPreview({
      matched: 5001,
      limit: 5000,
      unsubscribed: 0,
      notOptedIn: 0,
      unreachable: 0,
      people: 0,
      counts: { email: 0, sms: 0, whatsapp: 0 },
      setUp: [],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = previewOf(canvasElement);
    await expect(
      await preview.findByText(/^More than 5,000 enquiries match\./, {}, { timeout: PREVIEW_MS }),
    ).toHaveTextContent(
      'More than 5,000 enquiries match. At most 5,000 people can be messaged at once: narrow the segment.',
    );
    await expect(preview.queryByRole('list', { name: 'Messages by way' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send to 0 People' })).toBeDisabled();
  },
};

/**
 * The send is refused after the preview (the last person unsubscribed meanwhile): the reason is
 * shown above the button, and the form stays as it was.
 */
export const SendRefused: Story = {
  parameters: {
    data: {
      failWith: {
        sendEnquiryMessage: new DataValidationError('message', [
          { path: 'segment', message: 'Nobody in this segment can get this message.' },
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Class'), 'Class 9');
    await waitFor(
      () => expect(canvas.getByText(/match\./)).toHaveTextContent('2 enquiries match.'),
      { timeout: PREVIEW_MS },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send to 2 People' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Messages' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const form = canvas.getByRole('form', { name: 'Message Enquiries' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Nobody in this segment can get this message.',
    );
    await expect(canvas.queryByText('Messages queued')).toBeNull();
    await expect(canvas.getByLabelText('Class')).toHaveDisplayValue('Class 9');
  },
};

/** The send fails (the network): the reason, and the form as it was. */
export const SendFailed: Story = {
  parameters: {
    data: { failWith: { sendEnquiryMessage: new Error('The network is down.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to 4 People' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Messages' }));
    const form = canvas.getByRole('form', { name: 'Message Enquiries' });
    await expect(await within(form).findByRole('alert')).toHaveTextContent('The network is down.');
    await expect(canvas.queryByText('Messages queued')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Send to 4 People' })).toBeEnabled();
  },
};

/** A counsellor's segment is their own enquiries: Ananya, not Priyanka's Harsh nor the rest. */
export const CounsellorsOwn: Story = {
  parameters: {
    data: {
      session: storySessions.counsellor,
      seed: seedWith({
        staff: [arjun, priyanka],
        enquiries: segmentEnquiries().map((enquiry) =>
          enquiry.id === 'enquiry-02'
            ? { ...enquiry, assigneeId: arjun.id }
            : enquiry.id === 'enquiry-16'
              ? { ...enquiry, assigneeId: priyanka.id }
              : enquiry,
        ),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await countsShown(canvasElement)).toEqual(['E-mail: 1', 'SMS: 1', 'WhatsApp: 0']);
    await expect(canvas.getByText(/match/)).toHaveTextContent(/^1 enquiry matches\.\s*$/);
    await expect(sampleText(canvasElement, 'E-mail to Ananya Singh')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to 1 Person' })).toBeEnabled();
  },
};

/** The browser-only demo says that it sends nothing. */
export const DemoNotice: Story = {
  play: async ({ canvasElement }) => {
    const demo = await notice(canvasElement, 'The demo sends nothing');
    await expect(demo).toHaveAttribute('role', 'status');
    await expect(demo).toHaveTextContent('each marked Not sent');
  },
};

/** With a server, no such notice. */
export const ServerMode: Story = {
  args: { serverMode: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvasElement);
    await expect(canvas.queryByText('The demo sends nothing')).toBeNull();
  },
};

/** The preview could not be made: the reason, and nothing to send. */
export const PreviewFailed: Story = {
  parameters: {
    data: { failWith: { previewEnquiryMessage: new Error('The network is down.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await previewOf(canvasElement).findByRole('alert', {}, { timeout: PREVIEW_MS });
    await expect(alert).toHaveTextContent('The network is down.');
    await expect(canvas.getByRole('button', { name: /^Send to/ })).toBeDisabled();
  },
};

/** On a 375 px phone the form, the preview's texts and the button fit the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tick(canvasElement, 'WhatsApp');
    await waitFor(() => expect(canvas.getByText(/match\./)).toHaveTextContent(/WhatsApp/), {
      timeout: PREVIEW_MS,
    });
    await expect(window.innerWidth).toBe(375);
    const send = canvas.getByRole('button', { name: 'Send to 4 People' });
    await expect(send.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi: the form, the preview's counts and the button; the message itself stays English. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'पूछताछ वालों को संदेश' }),
    ).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'किसे मिलेगा' })).toBeVisible();
    await expect(canvas.getByLabelText('संदेश')).toHaveDisplayValue('एडमिशन शुरू (पूछताछ वालों को)');
    const preview = within(canvas.getByRole('region', { name: 'झलक' }));
    const list = await preview.findByRole(
      'list',
      { name: 'तरीके के हिसाब से संदेश' },
      { timeout: PREVIEW_MS },
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('ईमेल: 2');
    await expect(preview.getByText(/मिलीं।/)).toHaveTextContent(
      '5 पूछताछ मिलीं। छूट गए: 1 ने संदेश बंद करवाए।',
    );
    const email = preview.getByRole('heading', { level: 3, name: 'Ananya Singh को ईमेल' });
    await expect(email.closest('article')).toHaveTextContent('Dear Ananya Singh,');
    await expect(canvas.getByRole('button', { name: '4 लोगों को भेजें' })).toBeEnabled();
  },
};
