import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SCHOOL_EMAIL, DEMO_STUDENT_EMAIL, readAllPages } from '@/data';
import { PERMISSIONS } from '@/data/permissions';
import { LoginPage } from '@/features/auth';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';

const meta = {
  title: 'Auth/Login',
  component: LoginPage,
  decorators: [withRouter, withData()],
  parameters: { route: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The tabs and the form load just after the page paints: each story starts once they are there. */
const formLoaded = (canvas: Canvas) => canvas.findByRole('tablist', { name: 'Sign in as' });

async function signInWith(canvas: Canvas, email: string, password = 'any-password') {
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

/** Opens on the Student tab, with the demo note and the seeded demo e-mails. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist', { name: 'Sign in as' })).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Student',
      'Parent',
      'School',
      'Admin',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Student' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?role=student',
    );

    const hint = canvas.getByRole('region', { name: 'This is a demo' });
    await expect(hint).toHaveTextContent('passwords are not checked');
    await expect(hint).toHaveTextContent(DEMO_STUDENT_EMAIL);
    await expect(hint).toHaveTextContent(DEMO_SCHOOL_EMAIL);
  },
};

/** The e-mails the hint shows are the seeded student's and school's (so the hint cannot go stale). */
export const HintEmailsAreSeeded: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const students = await readAllPages((page) => repository.queryStudents(page));
    const schools = await repository.listSchools();
    await expect(students.map((student) => student.email)).toContain(DEMO_STUDENT_EMAIL);
    await expect(schools.map((school) => school.contactEmail)).toContain(DEMO_SCHOOL_EMAIL);
  },
};

/** ?role=school opens the School tab; choosing a tab puts it in the URL. */
export const SchoolTab: Story = {
  parameters: { route: { path: '/login', initialEntry: '/login?role=school' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('tab', { name: 'School' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'School' })).toContainElement(
      canvas.getByLabelText('Email'),
    );
    // Forgot password keeps the tab's account.
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password?role=school',
    );
  },
};

export const AdminTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Admin' }));
    await expect(canvas.getByRole('tab', { name: 'Admin' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Admin' })).toContainElement(
      canvas.getByRole('button', { name: 'Login' }),
    );
    // The admin's password is the installer's: no reset link.
    await expect(canvas.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  },
};

/** Both fields are required: their messages show beside them and Email takes focus. */
export const ValidationErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const email = canvas.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('Email is required.');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is required.',
    );

    await userEvent.type(email, 'rahul@');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(email).toHaveValue('rahul@');
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** An unknown student e-mail: the spec's message, what was typed stays, nobody is signed in. */
export const StudentNotFound: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await signInWith(canvas, 'nobody@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No student found with this email. Please try again.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue('nobody@example.com');
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/**
 * The School tab checks schools' contact e-mails only: the demo student's e-mail fails there.
 * Moving to the Student tab clears the message and keeps the e-mail, which then signs in.
 */
export const SchoolNotFound: Story = {
  parameters: { route: { path: '/login', initialEntry: '/login?role=school' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await signInWith(canvas, DEMO_STUDENT_EMAIL);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No school found with this email. Please try again.',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Student' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_STUDENT_EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Navigated to /student/dashboard')).toBeVisible();
  },
};

/** The e-mail matches in any letter case; the session holds id, name and role. */
export const StudentSignsIn: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await signInWith(canvas, `  ${DEMO_STUDENT_EMAIL.toUpperCase()}`);
    await expect(await canvas.findByText('Navigated to /student/dashboard')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toEqual(storySessions.student);
  },
};

export const SchoolSignsIn: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'School' }));
    await signInWith(canvas, DEMO_SCHOOL_EMAIL);
    await expect(await canvas.findByText('Navigated to /school/dashboard')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toEqual(storySessions.school);
  },
};

/** Any well-formed e-mail that is no staff member's signs in as the admin: the owner. */
export const AdminSignsIn: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: 'Admin' }));
    await signInWith(canvas, 'office@sankalp.example.com');
    await expect(await canvas.findByText('Navigated to /admin/dashboard')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toEqual({
      ...storySessions.admin,
      staffRole: 'owner',
      permissions: [...PERMISSIONS],
    });
  },
};

/** While the lists are read (the demo's 300 ms) the button reads "Signing in..." and is disabled. */
export const SigningIn: Story = {
  parameters: { data: { latency: 300 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await signInWith(canvas, DEMO_STUDENT_EMAIL);
    const busy = await canvas.findByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeDisabled();
    await expect(await canvas.findByText('Navigated to /student/dashboard')).toBeVisible();
  },
};

/** Stored data that cannot be read: the reason shows beside the form, nothing typed is lost. */
export const StorageFails: Story = {
  parameters: {
    data: { failWith: { queryStudents: new Error('Saved data could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await signInWith(canvas, DEMO_STUDENT_EMAIL);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Saved data could not be read.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_STUDENT_EMAIL);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};

/** Someone already signed in is offered their dashboard, and may still sign in as another. */
export const AlreadySignedIn: Story = {
  parameters: { data: { session: storySessions.student } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(
      await canvas.findByText('You are signed in as Rahul Sharma (Student).'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Continue to your dashboard' }));
    await expect(await canvas.findByText('Navigated to /student/dashboard')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByText(DEMO_SCHOOL_EMAIL)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// The Parent tab: a parent signs in with a code sent to the guardian mobile on their child's
// record. Rahul Sharma's record holds 9876543210, his guardian Suresh Sharma's.
const RAHUL_GUARDIAN_MOBILE = '9876543210';
const CODE_SENT_MESSAGE =
  'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.';
const CODE_REFUSED_MESSAGE = 'This code is not correct or has expired. Ask for a new code.';

async function openParentTab(canvas: Canvas) {
  await formLoaded(canvas);
  await userEvent.click(canvas.getByRole('tab', { name: 'Parent' }));
  return within(canvas.getByRole('tabpanel', { name: 'Parent' }));
}

async function sendCodeTo(panel: Canvas, mobile: string) {
  await userEvent.type(panel.getByLabelText('Mobile number'), mobile);
  await userEvent.click(panel.getByRole('button', { name: 'Send Code' }));
}

/** The demo's stand-in for the SMS: the code shown in the "Code sent" notice. */
async function demoCode(panel: Canvas) {
  const sent = await panel.findByRole('status');
  await expect(sent).toHaveTextContent('Code sent');
  await expect(sent).toHaveTextContent(CODE_SENT_MESSAGE);
  const code = within(sent).getByText(/^\d{6}$/, { selector: 'strong' }).textContent ?? '';
  await expect(sent).toHaveTextContent(`Demo: no SMS is sent here. Your code is ${code}.`);
  return code;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => `${code.slice(0, 5)}${(Number(code.slice(5)) + 1) % 10}`;

/**
 * The Parent tab asks for a mobile number only (no e-mail, no password, no reset link), and
 * ?role=parent opens on it. No code field until a code was sent.
 */
export const ParentTab: Story = {
  parameters: { route: { path: '/login', initialEntry: '/login?role=parent' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('tab', { name: 'Parent' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = within(canvas.getByRole('tabpanel', { name: 'Parent' }));
    const mobile = panel.getByLabelText('Mobile number');
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(mobile).toHaveAttribute('inputmode', 'numeric');
    await expect(panel.getByRole('button', { name: 'Send Code' })).toBeEnabled();
    await expect(panel.queryByLabelText('Code')).toBeNull();
    await expect(panel.queryByLabelText('Email')).toBeNull();
    await expect(panel.queryByLabelText('Password')).toBeNull();
    await expect(panel.queryByRole('button', { name: 'Login' })).toBeNull();
    await expect(panel.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  },
};

/**
 * A mobile on a student record: "Sending..." while asked, then the notice with the demo's code
 * and the Code field; the code signs the parent in (named as the record's guardian) and opens
 * the parent dashboard.
 */
export const ParentCodeSent: Story = {
  parameters: { data: { latency: 300 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await sendCodeTo(panel, RAHUL_GUARDIAN_MOBILE);
    await expect(await panel.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const code = await demoCode(panel);
    await expect(panel.getByLabelText('Mobile number')).toHaveValue(RAHUL_GUARDIAN_MOBILE);
    await expect(panel.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(panel.queryByRole('button', { name: 'Send Code' })).toBeNull();
    await expect(panel.getByRole('button', { name: 'Send a New Code' })).toBeEnabled();

    await userEvent.type(panel.getByLabelText('Code'), code);
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await expect(await panel.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(await canvas.findByText('Navigated to /parent/dashboard')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toEqual({
      id: `parent-${RAHUL_GUARDIAN_MOBILE}`,
      name: 'Suresh Sharma',
      role: 'parent',
    });
  },
};

/**
 * A code of the wrong shape is caught beside the field; a wrong code is refused there with the
 * spec's message and nobody is signed in. Send a New Code shows a new code, which then works.
 */
export const ParentWrongCode: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await sendCodeTo(panel, RAHUL_GUARDIAN_MOBILE);
    const code = await demoCode(panel);
    const codeField = panel.getByLabelText('Code');

    await userEvent.type(codeField, '12345');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect(codeField).toHaveAccessibleDescription('Enter the 6-digit code we sent you.'),
    );

    await userEvent.clear(codeField);
    await userEvent.type(codeField, otherThan(code));
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(CODE_REFUSED_MESSAGE));
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/^Navigated to/)).toBeNull();
    await expect(await storyRepository(context).getSession()).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Send a New Code' }));
    await waitFor(async () => expect(await demoCode(panel)).not.toBe(code));
    const newCode = await demoCode(panel);
    await userEvent.clear(codeField);
    await userEvent.type(codeField, newCode);
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Navigated to /parent/dashboard')).toBeVisible();
  },
};

/** A mobile that is not 10 digits is refused beside the field; no code is asked for. */
/**
 * A number changed after its code was sent goes back to Send Code (no code field, the old code
 * gone); the number the code was sent to brings the code step back empty.
 */
export const ParentChangesNumber: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await sendCodeTo(panel, RAHUL_GUARDIAN_MOBILE);
    const code = await demoCode(panel);
    await userEvent.type(panel.getByLabelText('Code'), code);
    const mobile = panel.getByLabelText('Mobile number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9829012345');
    await expect(panel.queryByLabelText('Code')).toBeNull();
    await expect(panel.queryByRole('status')).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Send Code' }));
    const priyasCode = await demoCode(panel);
    await expect(panel.getByLabelText('Code')).toHaveValue('');
    await userEvent.type(panel.getByLabelText('Code'), priyasCode);
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Navigated to /parent/dashboard')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toMatchObject({
      id: 'parent-9829012345',
      role: 'parent',
    });
  },
};

export const ParentInvalidMobile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Send Code' }));
    const mobile = panel.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription('Mobile number is required.'));
    await waitFor(() => expect(mobile).toHaveFocus());

    await sendCodeTo(panel, '98765');
    await waitFor(() =>
      expect(mobile).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.'),
    );
    await expect(mobile).toHaveValue('98765');
    await expect(panel.queryByRole('status')).toBeNull();
    await expect(panel.queryByLabelText('Code')).toBeNull();
    await expect(panel.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  },
};

/**
 * A number on no student record gets the same answer (so the form does not tell who is a
 * parent) but no demo code; whatever code is typed is refused.
 */
export const ParentUnknownMobile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await sendCodeTo(panel, '9000000001');
    const sent = await panel.findByRole('status');
    await expect(sent).toHaveTextContent('Code sent');
    await expect(sent).toHaveTextContent(CODE_SENT_MESSAGE);
    await expect(sent).not.toHaveTextContent('Demo');
    await expect(within(sent).queryByText(/^\d{6}$/)).toBeNull();

    const codeField = panel.getByLabelText('Code');
    await userEvent.type(codeField, '123456');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(codeField).toHaveAccessibleDescription(CODE_REFUSED_MESSAGE));
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

const PASSWORD_REFUSED_MESSAGE =
  'The mobile number or password is not correct. You can sign in with a code instead.';

/**
 * Sign in with password: the switch keeps the mobile typed and shows a Password field in place
 * of Send Code. A parent with no password of their own is refused beside the password, in the
 * words a wrong password gets; once they set one (in the parent area) it signs them in. The
 * switch back offers the code again.
 */
export const ParentPasswordSignIn: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const panel = await openParentTab(canvas);
    await userEvent.type(panel.getByLabelText('Mobile number'), RAHUL_GUARDIAN_MOBILE);
    await userEvent.click(panel.getByRole('button', { name: 'Sign in with password' }));
    await expect(panel.getByLabelText('Mobile number')).toHaveValue(RAHUL_GUARDIAN_MOBILE);
    await expect(panel.queryByRole('button', { name: 'Send Code' })).toBeNull();
    const password = panel.getByLabelText('Password');
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(password, 'a family password');
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(PASSWORD_REFUSED_MESSAGE));
    const repository = storyRepository(context);
    await expect(await repository.getSession()).toBeNull();

    // Suresh sets a password in the parent area; then it signs him in.
    await repository.setSession({
      id: `parent-${RAHUL_GUARDIAN_MOBILE}`,
      name: 'Suresh Sharma',
      role: 'parent',
    });
    await repository.setParentPassword({
      password: 'a family password',
      confirm: 'a family password',
    });
    await repository.clearSession();
    await userEvent.click(panel.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Navigated to /parent/dashboard')).toBeVisible();
    await expect(await repository.getSession()).toMatchObject({ role: 'parent' });
  },
};

/** Back from the password: the code's form again, with the mobile typed kept. */
export const ParentBackToCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await openParentTab(canvas);
    await userEvent.click(panel.getByRole('button', { name: 'Sign in with password' }));
    await userEvent.type(panel.getByLabelText('Mobile number'), '9829012345');
    await userEvent.click(panel.getByRole('button', { name: 'Sign in with a code' }));
    await expect(panel.getByLabelText('Mobile number')).toHaveValue('9829012345');
    await expect(panel.queryByLabelText('Password')).toBeNull();
    await expect(panel.getByRole('button', { name: 'Send Code' })).toBeEnabled();
  },
};

/** In Hindi at 375px: the heading, the role tabs, the form and the demo note, no sideways scroll. */
export const Hindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('tablist', { name: 'किस रूप में लॉग इन करें' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'लॉग इन करें' })).toBeVisible();
    const tabs = within(canvas.getByRole('tablist')).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['छात्र', 'अभिभावक', 'स्कूल', 'एडमिन']);
    await expect(canvas.getByLabelText('ईमेल')).toBeRequired();
    await expect(canvas.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'लॉग इन' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'यह एक डेमो है' })).toBeVisible();
    await expect(document.title).toBe('लॉग इन · Sankalp Institute');

    await userEvent.click(canvas.getByRole('tab', { name: 'अभिभावक' }));
    const panel = within(canvas.getByRole('tabpanel', { name: 'अभिभावक' }));
    await expect(panel.getByLabelText('मोबाइल नंबर')).toHaveAttribute('type', 'tel');
    await expect(panel.getByRole('button', { name: 'कोड भेजें' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'पासवर्ड से लॉग इन करें' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
