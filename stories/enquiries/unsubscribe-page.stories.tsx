import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UnsubscribePage } from '@/features/enquiries';
import { storyRepository, withData } from '../helpers/data-decorator';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { enquiriesWith, seedWith } from './enquiry-seeds';

/** The key in Ananya's (enquiry-02) Unsubscribe link, given with her first message. */
const KEY = 'k7Qm2xR9vLp4';
const LINK_INVALID = 'This link is not valid. If you still get messages, call the institute.';
const UNSUBSCRIBED_AT = '2026-04-03T06:00:00.000Z';

const linkTo = (query: string) => ({ path: '/unsubscribe', initialEntry: `/unsubscribe?${query}` });

const meta = {
  title: 'Admissions/Public/Unsubscribe',
  component: UnsubscribePage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: linkTo(`enquiry=enquiry-02&key=${KEY}`),
    // Nobody signed in: the person follows the link from their message.
    data: { seed: seedWith({ enquiries: enquiriesWith({ 'enquiry-02': { optOutKey: KEY } }) }) },
  },
} satisfies Meta<typeof UnsubscribePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const unsubscribeButton = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Unsubscribe' });

/**
 * The right link: opening it changes nothing (mail scanners open links); Unsubscribe does, and
 * says so. The enquiry's history records how.
 */
export const Unsubscribes: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    const repository = storyRepository(context);
    const button = await unsubscribeButton(canvasElement);
    await expect((await repository.getEnquiry('enquiry-02')).enquiry.unsubscribedAt).toBe(
      undefined,
    );
    await userEvent.click(button);
    const done = await canvas.findByText('You are unsubscribed');
    const alert = done.closest('[role="status"]') as HTMLElement;
    await expect(alert).toHaveTextContent('You will get no more messages about admissions');
    await expect(alert).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.unsubscribedAt).toEqual(expect.any(String));
    await expect(enquiry.events.at(-1)).toMatchObject({
      kind: 'consent',
      by: 'Unsubscribe link',
      note: 'Unsubscribed by the link in a message.',
    });
  },
};

/** Unsubscribed already: the link still works, and changes nothing more. */
export const AlreadyUnsubscribed: Story = {
  parameters: {
    data: {
      seed: seedWith({
        enquiries: enquiriesWith({
          'enquiry-02': { optOutKey: KEY, unsubscribedAt: UNSUBSCRIBED_AT },
        }),
      }),
    },
  },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(await within(canvasElement).findByText('You are unsubscribed')).toBeVisible();
    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-02');
    await expect(enquiry.unsubscribedAt).toBe(UNSUBSCRIBED_AT);
  },
};

/** A key that is not hers: refused, with what to do; she stays subscribed. */
export const WrongKey: Story = {
  parameters: { route: linkTo('enquiry=enquiry-02&key=not-her-key') },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await userEvent.click(await unsubscribeButton(canvasElement));
    const alert = await canvas.findByRole('alert');
    // The reason alone, as the person should read it (no field name or code before it).
    await expect(alert.textContent?.trim()).toBe(LINK_INVALID);
    await expect(canvas.queryByText('You are unsubscribed')).toBeNull();
    // The button stays, to try again.
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-02');
    await expect(enquiry.unsubscribedAt).toBeUndefined();
  },
};

/** A link for someone never messaged (no key yet) is refused the same way. */
export const NeverMessaged: Story = {
  parameters: { route: linkTo(`enquiry=enquiry-05&key=${KEY}`) },
  play: async (context) => {
    const { canvasElement } = context;
    await userEvent.click(await unsubscribeButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(LINK_INVALID);
    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-05');
    await expect(enquiry.unsubscribedAt).toBeUndefined();
  },
};

/** Half a link (the key cut off): says so, with nothing to press. */
export const IncompleteLink: Story = {
  parameters: { route: linkTo('enquiry=enquiry-02') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This link is not complete');
    await expect(alert).toHaveTextContent('Open the Unsubscribe link in your message again');
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  },
};

/** On a 375 px phone the page fits the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await unsubscribeButton(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi on a phone: the question, the button and the answer, fitting 375 px. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'संदेश बंद करें' })).toBeVisible();
    await expect(canvas.getByText(/Sankalp Institute से एडमिशन के बारे में संदेश बंद करें।/)).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
    await userEvent.click(await canvas.findByRole('button', { name: 'संदेश बंद करें' }));
    await expect(await canvas.findByText('आपके संदेश बंद हो गए हैं')).toBeVisible();
    await expect(
      canvas.getByText('अब आपको हमारी ओर से एडमिशन के बारे में कोई संदेश नहीं आएगा।'),
    ).toBeVisible();
  },
};

/** In Hindi, half a link says so. */
export const IncompleteLinkInHindi: Story = {
  parameters: { route: linkTo('enquiry=enquiry-02') },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('यह लिंक अधूरा है');
  },
};
