import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { resetPasswordWithLink } from '@/data/auth-server';
import { ResetPasswordPage } from '@/features/auth';
import { expectNothingUntranslated } from '../helpers/untranslated';
import { withRouter } from '../helpers/with-router';

const REFUSED =
  'This link is not valid or has expired. Ask for a new one on the Forgot password page.';

const meta = {
  title: 'Auth/Reset password',
  component: ResetPasswordPage,
  decorators: [withRouter],
  parameters: {
    route: { path: '/reset-password', initialEntry: '/reset-password?token=the-token-1' },
  },
  args: {
    resetPassword: fn<typeof resetPasswordWithLink>(async () => ({
      ok: true,
      role: 'student',
      email: 'asha@example.com',
    })),
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function typePasswords(canvas: Canvas, password: string, confirm = password) {
  await userEvent.type(canvas.getByLabelText(/New password/), password);
  await userEvent.type(canvas.getByLabelText(/Confirm password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
}

/** From the e-mailed link: the password twice; a matching pair sets it and points to sign-in. */
export const SetsNewPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
    await typePasswords(canvas, 'a long password', 'another password');
    await expect(await canvas.findByText(/The two passwords differ/)).toBeVisible();
    await expect(args.resetPassword).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText(/Confirm password/));
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Your new password is set')).toBeVisible();
    await expect(canvas.getByText(/has been signed out/)).toBeVisible();
    await expect(args.resetPassword).toHaveBeenCalledWith('the-token-1', 'a long password');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A used or expired link: the server's message, the way to a new link, and the passwords kept. */
export const LinkRefused: Story = {
  args: {
    resetPassword: fn<typeof resetPasswordWithLink>(async () => ({
      ok: false,
      issues: [{ path: 'token', message: REFUSED }],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas, 'a long password');
    await expect(await canvas.findByText('This link does not work')).toBeVisible();
    await expect(canvas.getByText(REFUSED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByLabelText(/New password/)).toHaveValue('a long password');
    await expect(canvas.getByLabelText(/Confirm password/)).toHaveValue('a long password');
  },
};

/** A password the server refuses shows beside the password field. */
export const PasswordRefused: Story = {
  args: {
    resetPassword: fn<typeof resetPasswordWithLink>(async () => ({
      ok: false,
      issues: [{ path: 'password', message: 'Use at most 200 characters for the password.' }],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typePasswords(canvas, 'a long password');
    const password = canvas.getByLabelText(/New password/);
    await expect(
      await canvas.findByText('Use at most 200 characters for the password.'),
    ).toBeVisible();
    await expect(password).toHaveAccessibleDescription(
      'Use at most 200 characters for the password.',
    );
  },
};

/** A link cut short (no token): no form, only the way to a new link. */
export const IncompleteLink: Story = {
  parameters: { route: { path: '/reset-password', initialEntry: '/reset-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This link is incomplete')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Set new password' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

const linkRefused = fn<typeof resetPasswordWithLink>(async () => ({
  ok: false,
  issues: [{ path: 'token', message: REFUSED }],
}));

/** Types the password twice and submits, whatever the page's language. */
async function submitPasswords(canvasElement: HTMLElement) {
  for (const input of canvasElement.querySelectorAll('input')) {
    await userEvent.type(input, 'a long password');
  }
  canvasElement.querySelector('form')!.requestSubmit();
}

/** In Hindi: the heading, the button, and a used link's refusal with the way to a new one. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  args: { resetPassword: linkRefused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'पासवर्ड रीसेट करें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'नया पासवर्ड सेट करें' })).toBeEnabled();
    await submitPasswords(canvasElement);
    await expect(await canvas.findByText('यह लिंक काम नहीं करता')).toBeVisible();
    // The server's English refusal, shown in Hindi.
    await expect(canvas.getByText(/^यह लिंक सही नहीं है या इसका समय निकल गया है।/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'नया लिंक माँगें' })).toBeVisible();
  },
};

/** A server-mode page the journeys' pseudo-language walk cannot reach: nothing left in English. */
export const Pseudo: Story = {
  globals: { language: 'pseudo' },
  args: { resetPassword: linkRefused },
  play: async ({ canvasElement }) => {
    await expectNothingUntranslated(canvasElement);
    await submitPasswords(canvasElement);
    await expect(await within(canvasElement).findByRole('link')).toBeVisible();
    await expectNothingUntranslated(canvasElement);
  },
};

/** A link cut short, in the pseudo-language: nothing left in English. */
export const PseudoIncompleteLink: Story = {
  globals: { language: 'pseudo' },
  parameters: { route: { path: '/reset-password', initialEntry: '/reset-password' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link')).toBeVisible();
    await expectNothingUntranslated(canvasElement);
  },
};
