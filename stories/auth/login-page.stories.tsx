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
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Student', 'School', 'Admin']);
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
