import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SetPasswordPage } from '@/features/auth';
import { expectNothingUntranslated } from '../helpers/untranslated';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Auth/Set your password',
  component: SetPasswordPage,
  decorators: [withRouter],
  parameters: { route: { path: '/set-password' } },
} satisfies Meta<typeof SetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code and the password twice; a matching pair sets it and points to sign-in. */
export const ServerMode: Story = {
  args: {
    setPassword: fn(async () => ({
      ok: true as const,
      role: 'student',
      email: 'priya@example.com',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set your password' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Set-up code/), 'ABCD-EFGH-JKLM');
    await userEvent.type(canvas.getByLabelText(/New password/), 'a long password');
    await userEvent.type(canvas.getByLabelText(/Type the password again/), 'another password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText(/The two passwords differ/)).toBeVisible();
    await expect(args.setPassword).not.toHaveBeenCalled();

    await userEvent.clear(canvas.getByLabelText(/Type the password again/));
    await userEvent.type(canvas.getByLabelText(/Type the password again/), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('Your password is set')).toBeVisible();
    await expect(args.setPassword).toHaveBeenCalledWith('ABCD-EFGH-JKLM', 'a long password');
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A used or expired code: the server's message shows beside the code field. */
export const CodeRefused: Story = {
  args: {
    setPassword: fn(async () => ({
      ok: false as const,
      issues: [
        {
          path: 'code',
          message: 'This set-up code is not valid or has expired. Ask the institute for a new one.',
        },
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Set-up code/), 'USED-CODE-0000');
    await userEvent.type(canvas.getByLabelText(/New password/), 'a long password');
    await userEvent.type(canvas.getByLabelText(/Type the password again/), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText(/not valid or has expired/)).toBeVisible();
  },
};

/** The e-mailed set-up link (/set-password?code=…) fills the code in; the person only chooses the password. */
export const FromSetupLink: Story = {
  parameters: {
    route: { path: '/set-password', initialEntry: '/set-password?code=K7QM-2XPA-9RTD' },
  },
  args: {
    setPassword: fn(async () => ({
      ok: true as const,
      role: 'student',
      email: 'priya@example.com',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/Set-up code/)).toHaveValue('K7QM-2XPA-9RTD');
    await userEvent.type(canvas.getByLabelText(/New password/), 'a long password');
    await userEvent.type(canvas.getByLabelText(/Type the password again/), 'a long password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(await canvas.findByText('Your password is set')).toBeVisible();
    await expect(args.setPassword).toHaveBeenCalledWith('K7QM-2XPA-9RTD', 'a long password');
  },
};

const refusedCode = fn(async () => ({
  ok: false as const,
  issues: [
    {
      path: 'code',
      message: 'This set-up code is not valid or has expired. Ask the institute for a new one.',
    },
  ],
}));

/** Fills the form whatever its language: the code, then the password twice; submits it. */
async function submitCode(canvasElement: HTMLElement) {
  const [code, password, again] = canvasElement.querySelectorAll('input');
  await userEvent.type(code!, 'USED-CODE-0000');
  await userEvent.type(password!, 'a long password');
  await userEvent.type(again!, 'a long password');
  canvasElement.querySelector('form')!.requestSubmit();
}

/** In Hindi: the heading, the button and the server's refusal of a used code. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  args: { setPassword: refusedCode },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'अपना पासवर्ड सेट करें' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पासवर्ड सेट करें' })).toBeEnabled();
    await submitCode(canvasElement);
    await expect(
      await canvas.findByText(
        'यह सेट-अप कोड सही नहीं है या इसका समय निकल गया है। संस्थान से नया कोड माँगें।',
      ),
    ).toBeVisible();
  },
};

/** A server-mode page the journeys' pseudo-language walk cannot reach: nothing left in English. */
export const Pseudo: Story = {
  globals: { language: 'pseudo' },
  args: { setPassword: refusedCode },
  play: async ({ canvasElement }) => {
    await expectNothingUntranslated(canvasElement);
    await submitCode(canvasElement);
    const code = canvasElement.querySelector('input')!;
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expectNothingUntranslated(canvasElement);
  },
};
