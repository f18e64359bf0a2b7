import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetupCodePanel } from '@/features/auth';

let issued = 0;
const issue = fn(async () => {
  issued += 1;
  return {
    code: issued % 2 === 1 ? 'K7QM-2XPA-9RTD' : 'N4HW-8CZE-3LBV',
    expiresAt: '2026-12-02T06:30:00.000Z',
    email: 'priya.verma@example.com',
    emailed: true,
  };
});

const meta = {
  title: 'Auth/Set-up code panel',
  component: SetupCodePanel,
  args: {
    account: 'student',
    subjectId: 'student-1',
    name: 'Priya Verma',
    serverMode: true,
    issue,
  },
} satisfies Meta<typeof SetupCodePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Straight after Add Student: the link went to the e-mail, and the code shows at once as the
 * fallback; "Issue new code" replaces it (a reset).
 */
export const AfterAdding: Story = {
  args: { issueOnOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByLabelText('Set-up code');
    await expect(
      canvas.getByText(
        'A link to set the password was sent to priya.verma@example.com. If it does not arrive, give them the code.',
      ),
    ).toBeVisible();
    await expect(code).toHaveTextContent(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const first = code.textContent;
    await userEvent.click(await canvas.findByRole('button', { name: 'Issue new code' }));
    await expect(
      await canvas.findByText(first === 'K7QM-2XPA-9RTD' ? 'N4HW-8CZE-3LBV' : 'K7QM-2XPA-9RTD'),
    ).toBeVisible();
  },
};

/** A server with no e-mail set up sends nothing: the admin is told to pass the code on. */
export const EmailNotSetUp: Story = {
  args: {
    issueOnOpen: true,
    issue: fn(async () => ({
      code: 'K7QM-2XPA-9RTD',
      expiresAt: '2026-12-02T06:30:00.000Z',
      email: 'priya.verma@example.com',
      emailed: false,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Set-up code')).toHaveTextContent('K7QM-2XPA-9RTD');
    await expect(
      canvas.getByText(
        'E-mail is not set up on this server, so nothing was sent: give the code to Priya Verma.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/A link to set the password was sent/)).toBeNull();
  },
};

/** On a student's page later: nothing issued until the admin asks. */
export const NotIssuedYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Issue set-up code' })).toBeEnabled();
    await expect(canvas.queryByLabelText('Set-up code')).toBeNull();
  },
};

/** The browser-only mode has no passwords, so there is nothing to show. */
export const BrowserOnlyMode: Story = {
  args: { serverMode: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};
