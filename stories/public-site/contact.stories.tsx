import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ContactPage, instituteContact } from '@/features/public-site';
import { withRouter } from '../helpers/with-router';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Public Site/Contact',
  component: ContactPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/contact' } },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The form loads just after the page paints: each story starts once it is there. */
/** How long a first submit may take to download the form's rules. */
const RULES_LOAD_MS = 10_000;
const formLoaded = (canvas: Canvas) => canvas.findByRole('form', { name: 'Contact form' });
const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { selector: 'input, textarea' });

async function fillMessage(canvas: Canvas) {
  await userEvent.type(field(canvas, 'Name'), 'Neha Kapoor');
  await userEvent.type(field(canvas, 'Mobile number'), '9812345670');
  await userEvent.type(field(canvas, 'Email'), 'neha@example.com');
  await userEvent.type(field(canvas, 'Subject'), 'Weekend batches');
  await userEvent.type(field(canvas, 'Message'), 'Do you run weekend batches for class 10?');
}

/** The form, the address, e-mail and phone, and the map waiting to be asked for. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    const details = canvas.getByRole('region', { name: 'Visit or call us' });
    await expect(within(details).getAllByText(instituteContact.address).length).toBeGreaterThan(0);
    await expect(
      within(details).getByRole('link', { name: instituteContact.email }),
    ).toHaveAttribute('href', `mailto:${instituteContact.email}`);
    await expect(
      within(details).getByRole('link', { name: instituteContact.phone }),
    ).toHaveAttribute('href', 'tel:+919876543210');
    // No request to Google until the visitor asks: no frame yet, a plain link instead.
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(
      within(details).getByRole('link', { name: 'Open in Google Maps' }),
    ).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(instituteContact.address)}`,
    );
    await expect(within(details).getByRole('button', { name: 'Show map' })).toBeEnabled();
  },
};

/** An empty submit names each missing field and focuses the first; a bad e-mail is named. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    // The first submit downloads the form's rules (with zod): on a busy machine that takes a while.
    await waitFor(() => expect(field(canvas, 'Name')).toHaveFocus(), { timeout: RULES_LOAD_MS });
    await expect(field(canvas, 'Name')).toHaveAccessibleDescription('Name is required.');
    await expect(field(canvas, 'Mobile number')).toHaveAccessibleDescription(
      /Mobile number is required\./,
    );
    await expect(field(canvas, 'Subject')).toHaveAccessibleDescription('Subject is required.');
    await expect(field(canvas, 'Message')).toHaveAccessibleDescription('Message is required.');
    await userEvent.type(field(canvas, 'Email'), 'neha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(field(canvas, 'Email')).toHaveAccessibleDescription('Enter a valid email address.'),
    );
    await expect(canvas.queryByText('Saved in this browser only')).toBeNull();
  },
};

/**
 * The browser-only demo keeps the enquiry for this browser's admin and says plainly that nothing
 * was sent, offering a ready e-mail; the admin finds it under Enquiries.
 */
export const SavedInThisBrowser: Story = {
  // Signed in as the admin, so the play function can read the Enquiries list afterwards.
  parameters: { data: { session: storySessions.admin } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const notice = await canvas.findByRole('status', {}, { timeout: RULES_LOAD_MS });
    await expect(notice).toHaveTextContent('Saved in this browser only');
    await expect(notice).toHaveTextContent('Nothing was sent');
    await expect(notice).not.toHaveTextContent(/has been sent|will call/);
    const mailto = within(notice).getByRole('link', {
      name: 'Open this message in your e-mail app',
    });
    const href = mailto.getAttribute('href') ?? '';
    await expect(href.startsWith(`mailto:${instituteContact.email}?`)).toBe(true);
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    await expect(query.get('subject')).toBe('Weekend batches');
    await expect(query.get('body')).toBe(
      'Do you run weekend batches for class 10?\n\nNeha Kapoor\n9812345670\nneha@example.com',
    );
    // The admin's Enquiries list has it, from the Contact form, with the subject as the interest.
    const page = await storyRepository(context).listEnquiries({
      status: 'open',
      search: '9812345670',
      page: 1,
      pageSize: 5,
    });
    await expect(page.rows.map((row) => [row.name, row.source, row.interest])).toEqual([
      ['Neha Kapoor', 'contact', 'Weekend batches'],
    ]);
    // The WhatsApp box was left clear: no opt-in is recorded.
    const { enquiry } = await storyRepository(context).getEnquiry(page.rows[0]!.id);
    await expect(enquiry.whatsappOptInAt).toBeUndefined();
  },
};

/**
 * Ticking "Send me admission updates on WhatsApp" stores when they agreed with the enquiry, so
 * WhatsApp messages may reach them; the box is clear again for the next message.
 */
export const WhatsAppOptIn: Story = {
  name: 'WhatsApp Opt-in',
  parameters: { data: { session: storySessions.admin } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await fillMessage(canvas);
    const optIn = canvas.getByRole('checkbox', { name: 'Send me admission updates on WhatsApp' });
    await expect(optIn).not.toBeChecked();
    await expect(optIn).toHaveAccessibleDescription('Optional. Every message can be stopped.');
    await userEvent.click(optIn);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(
      await canvas.findByRole('status', {}, { timeout: RULES_LOAD_MS }),
    ).toHaveTextContent('Saved in this browser only');
    await expect(optIn).not.toBeChecked();
    const repository = storyRepository(context);
    const page = await repository.listEnquiries({
      status: 'open',
      search: '9812345670',
      page: 1,
      pageSize: 5,
    });
    await expect(page.rows).toHaveLength(1);
    const { enquiry } = await repository.getEnquiry(page.rows[0]!.id);
    await expect(enquiry.whatsappOptInAt).toBe(enquiry.createdAt);
    await expect(enquiry.unsubscribedAt).toBeUndefined();
  },
};

/** Saving fails (the network): the visitor is told, and everything typed stays to send again. */
export const SaveFailed: Story = {
  parameters: {
    data: { failWith: { submitContactEnquiry: new Error('The network is not reachable.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await fillMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: RULES_LOAD_MS });
    await expect(alert).toHaveTextContent('We could not take your message');
    await expect(field(canvas, 'Message')).toHaveValue('Do you run weekend batches for class 10?');
    await expect(field(canvas, 'Mobile number')).toHaveValue('9812345670');
  },
};

/** Arriving from Enroll Now, the subject already names the program. */
export const SubjectFromProgram: Story = {
  parameters: {
    route: { path: '/contact', initialEntry: '/contact?subject=Enrolment+enquiry%3A+NEET-UG' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(field(canvas, 'Subject')).toHaveValue('Enrolment enquiry: NEET-UG');
    await expect(field(canvas, 'Name')).toHaveValue('');
  },
};

/** Offline, Show map loads nothing and says why; the address and link stay. */
export const MapOffline: Story = {
  beforeEach: () => {
    const onLine = spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    return () => onLine.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Show map' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You seem to be offline, so the map cannot load.',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open in Google Maps' })).toBeVisible();
  },
};

/** Online, Show map puts the Google Maps embed, with a title, where the address block was. */
export const MapOnRequest: Story = {
  beforeEach: () => {
    const onLine = spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    return () => onLine.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    const button = canvas.getByRole('button', { name: 'Show map' });
    const before = button.closest('div[class*="map"]')!.getBoundingClientRect().height;
    await userEvent.click(button);
    const map = await canvas.findByTitle('Map showing Sankalp Institute, Kota');
    await expect(map.tagName).toBe('IFRAME');
    await expect(map.getAttribute('src')).toBe(
      `https://www.google.com/maps?q=${encodeURIComponent(instituteContact.address)}&output=embed`,
    );
    // The frame takes the address block's place without moving the page.
    await expect(map.parentElement!.getBoundingClientRect().height).toBe(before);
  },
};

/** At 320px the two columns stack and nothing scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Show map' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi at 375px: the form's labels and hints, the cards and the map button, no sideways scroll. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'संपर्क फ़ॉर्म' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();
    await expect(field(canvas, 'मोबाइल नंबर')).toBeRequired();
    await expect(canvas.getByText('10 अंक: हम इसी नंबर पर आपको कॉल करेंगे।')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: 'एडमिशन की जानकारी मुझे WhatsApp पर भेजें' }),
    ).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'संदेश भेजें' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'मिलने आएँ या कॉल करें' })).toBeVisible();
    await expect(
      canvas.getByText('खुलने का समय: सोमवार से शनिवार, सुबह 9 से शाम 7 बजे तक।'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'नक्शा दिखाएँ' })).toBeVisible();
    await expect(document.title).toBe('संपर्क · Sankalp Institute');
    await expect(fitsScreenWidth()).toBe(true);
  },
};
