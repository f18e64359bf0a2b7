import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { requestPasswordReset } from '@/data/auth-server';
import { ForgotPasswordPage } from '@/features/auth';
import { withRouter } from '../helpers/with-router';

const ANSWER =
  'If an account signs in with this e-mail, we have sent it a link to set a new password. The link works for one hour.';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  decorators: [withRouter],
  parameters: { route: { path: '/forgot-password' } },
  args: {
    serverMode: true,
    requestReset: fn<typeof requestPasswordReset>(async () => ({ ok: true, message: ANSWER })),
  },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Student or School, the e-mail, Send reset link: the server's one answer, known or not. */
export const ServerMode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
    await expect(canvas.getByLabelText(/Account/)).toHaveValue('student');
    await userEvent.selectOptions(canvas.getByLabelText(/Account/), 'School');
    await userEvent.type(canvas.getByLabelText(/Email/), 'principal@school.example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText('Check your e-mail')).toBeVisible();
    await expect(canvas.getByText(ANSWER)).toBeVisible();
    await expect(args.requestReset).toHaveBeenCalledWith('school', 'principal@school.example.com');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** From the login page's School tab (?role=school): the account is chosen already. */
export const FromSchoolTab: Story = {
  parameters: {
    route: { path: '/forgot-password', initialEntry: '/forgot-password?role=school' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Account/)).toHaveValue('school');
  },
};

/** The e-mail is checked beside its field before anything is sent. */
export const EmailMissingOrWrong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/Email/);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is required.');
    await userEvent.type(email, 'asha@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(args.requestReset).not.toHaveBeenCalled();
  },
};

/** Too many requests: the server's message shows, and the e-mail typed stays for a later try. */
export const TooManyRequests: Story = {
  args: {
    requestReset: fn<typeof requestPasswordReset>(async () => ({
      ok: false,
      issues: [
        { path: '', message: 'Too many requests for a reset link. Wait 15 minutes and try again.' },
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Email/), 'asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many requests for a reset link. Wait 15 minutes and try again.',
    );
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('asha@example.com');
    await expect(canvas.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  },
};

/** The browser-only demo sends no e-mail and checks no password: the page says so, with no form. */
export const BrowserOnlyMode: Story = {
  args: { serverMode: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This demo sends no e-mail')).toBeVisible();
    await expect(canvas.getByText(/ask the admin for a set-up code/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send reset link' })).toBeNull();
    await expect(args.requestReset).not.toHaveBeenCalled();
  },
};
