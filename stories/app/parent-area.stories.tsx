import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Component as ParentArea } from '@/app/layouts/parent-area';
import { Component as StudentArea } from '@/app/layouts/student-area';
import { parentRoutes, studentRoutes } from '@/app/routes/student-routes';
import type { SeedData, SessionUser, Student } from '@/data';
import { offlineStatus } from '@/data/offline-status';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData, withPending } from '../helpers/data-decorator';
import { NavigatedAway } from '../helpers/student-page-decorator';
import { RAHUL_ID, sampleSeed } from '../helpers/student-seeds';

/** The parent area as the app mounts it: its shell over the real route table. */
function ParentAreaApp({ initialEntry }: { initialEntry: string }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: '/parent', element: <ParentArea />, children: parentRoutes },
        // A student page's URL (a payment provider's return) is sent on to the parent area.
        { path: '/student', element: <StudentArea />, children: studentRoutes },
        { path: '*', element: <NavigatedAway /> },
      ],
      { initialEntries: [initialEntry] },
    ),
  );
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}

// Rahul Sharma's record holds his guardian Suresh Sharma's mobile. In the family seed his
// sister Anjali (the sample's Priya Verma renamed, class 11 Medical, ₹50,000 pending against
// Rahul's ₹80,000) has the same guardian mobile: Suresh Sharma is the parent of both.
const FAMILY_MOBILE = '9876543210';
const SISTER_ID = 'student-priya-verma';

/** The browser-only parent session of a mobile: the id is `parent-<mobile>`. */
const parentSession = (mobile: string, name: string): SessionUser => ({
  id: `parent-${mobile}`,
  name,
  role: 'parent',
});
const sureshSession = parentSession(FAMILY_MOBILE, 'Suresh Sharma');

function familySeed(): SeedData {
  const seed = sampleSeed();
  return {
    ...seed,
    students: seed.students.map((student): Student =>
      student.id === SISTER_ID
        ? {
            ...student,
            name: 'Anjali Sharma',
            guardianName: 'Suresh Sharma',
            mobile: FAMILY_MOBILE,
          }
        : student,
    ),
  };
}

const studentIn = (seed: SeedData, id: string) => {
  const student = seed.students.find((candidate) => candidate.id === id);
  if (!student) throw new Error(`No student ${id} in the seed`);
  return student;
};
const rahul = studentIn(familySeed(), RAHUL_ID);
const anjali = studentIn(familySeed(), SISTER_ID);

const meta = {
  title: 'App/Parent Area',
  component: ParentAreaApp,
  decorators: [withData()],
  parameters: { layout: 'fullscreen', data: { seed: familySeed(), session: sureshSession } },
  args: { initialEntry: '/parent' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof ParentAreaApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const MENU = [
  ['Dashboard', '/parent/dashboard'],
  ['Fee Details', '/parent/fees'],
  ['Attendance', '/parent/attendance'],
  ['Test Results', '/parent/test-results'],
  ['Downloads', '/parent/materials'],
  ['Notifications', '/parent/notifications'],
  ['Support', '/parent/support'],
  ['Settings', '/parent/messages'],
] as const;

/** The bar above the pages naming the child they are about. */
const viewing = (canvas: Canvas) => canvas.findByText(/^Viewing /, { selector: 'p' });

/** The figure of a dashboard stat card. */
function statValue(canvas: Canvas, label: string) {
  return within(canvas.getByRole('main'))
    .getByText(label)
    .closest('a, div')
    ?.textContent?.replace(label, '');
}

/**
 * Offline (server mode): the child's page shows the data kept on the phone with the time it was
 * loaded, and nothing changes, not even the chosen child; the panel's Logout still works.
 */
export const Offline: Story = {
  args: { initialEntry: '/parent/fees' },
  beforeEach: () => {
    offlineStatus.answeredOffline(Date.UTC(2026, 10, 29, 5, 12));
    return () => offlineStatus.online();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fee Details' }),
    ).toBeVisible();
    const notice = canvas.getByText(/^Offline: last updated/).closest('[role="status"]');
    await expect(notice).toHaveTextContent(
      'Offline: last updated 10:42. Nothing can be changed until you are back online.',
    );
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

/**
 * /parent opens the dashboard of the first child, greets the parent by name and offers the
 * child's pages (no Profile, no Online Tests); the dashboard speaks of "your child" and links
 * within /parent.
 */
export const TwoChildren: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const [banner] = canvas.getAllByRole('banner');
    await expect(banner).toHaveTextContent('Parent Panel');
    await expect(within(banner!).getByText('Welcome, Suresh Sharma')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sankalp Institute' })).toHaveAttribute(
      'href',
      '/parent',
    );
    const nav = canvas.getByRole('navigation', { name: 'Parent Panel' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      MENU.map(([label, to]) => [label, to]),
    );

    await expect(await viewing(canvas)).toHaveTextContent(
      `Viewing ${rahul.name} · Class 12 · Roll No. ${rahul.rollNo}`,
    );
    const child = canvas.getByRole('combobox', { name: /^Child/ });
    await expect(child).toHaveValue(RAHUL_ID);
    const options = within(child).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Rahul Sharma (Class 12, Non-Medical)',
      'Anjali Sharma (Class 11, Medical)',
    ]);

    await expect(
      canvas.getByText("Your child's fees, new materials and notifications at a glance."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View fee details' })).toHaveAttribute(
      'href',
      '/parent/fees',
    );
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/parent/support',
    );
    await expect(canvas.queryByRole('link', { name: 'View Profile' })).toBeNull();
    await expect(statValue(canvas, 'Pending Fees')).toContain('₹80,000');
  },
};

/**
 * Choosing the second child in the Child select: the bar names her, the dashboard below shows
 * her fees, the choice is kept by the portal (the next visit opens on her), and another page
 * stays on her.
 */
export const SwitchChild: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(await viewing(canvas)).toHaveTextContent(`Viewing ${rahul.name}`);
    await expect(statValue(canvas, 'Pending Fees')).toContain('₹80,000');

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Child/ }),
      'Anjali Sharma (Class 11, Medical)',
    );
    await waitFor(async () =>
      expect(await viewing(canvas)).toHaveTextContent(
        `Viewing ${anjali.name} · Class 11 · Roll No. ${anjali.rollNo}`,
      ),
    );
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toHaveValue(SISTER_ID);
    await waitFor(() => expect(statValue(canvas, 'Pending Fees')).toContain('₹50,000'));
    await expect((await storyRepository(context).myChildren()).childId).toBe(SISTER_ID);

    const nav = canvas.getByRole('navigation', { name: 'Parent Panel' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Fee Details' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fee Details' }),
    ).toBeVisible();
    await expect(await viewing(canvas)).toHaveTextContent(`Viewing ${anjali.name}`);
  },
};

/** The child chosen last is remembered: the area opens on her. */
export const OpensOnChildChosenLast: Story = {
  parameters: {
    data: {
      seed: {
        ...familySeed(),
        parents: [
          {
            id: sureshSession.id,
            mobile: FAMILY_MOBILE,
            name: 'Suresh Sharma',
            childId: SISTER_ID,
            createdAt: new Date().toISOString(),
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(await viewing(canvas)).toHaveTextContent(`Viewing ${anjali.name}`);
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toHaveValue(SISTER_ID);
  },
};

/** The switch is refused by storage: the reason shows, the first child's pages stay. */
export const SwitchFails: Story = {
  parameters: {
    data: { failWith: { chooseChild: new Error('The choice could not be saved.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Child/ }),
      'Anjali Sharma (Class 11, Medical)',
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The child could not be switched');
    await expect(alert).toHaveTextContent('The choice could not be saved.');
    await expect(await viewing(canvas)).toHaveTextContent(`Viewing ${rahul.name}`);
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toHaveValue(RAHUL_ID);
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toBeEnabled();
  },
};

/** A parent of one child (the sample's Priya Verma's guardian): no Child select. */
export const OneChild: Story = {
  parameters: {
    data: { seed: sampleSeed(), session: parentSession('9829012345', 'Anita Verma') },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(await viewing(canvas)).toHaveTextContent('Viewing Priya Verma · Class 11');
    await expect(canvas.getByText('Welcome, Anita Verma')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByText('Child', { exact: true })).toBeNull();
  },
};

/** A mobile no record holds (any longer): the empty state instead of any page. */
export const NoChildLinked: Story = {
  parameters: {
    data: { seed: sampleSeed(), session: parentSession('9000000001', 'Parent') },
  },
  args: { initialEntry: '/parent/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No student is linked to your mobile number'),
    ).toBeVisible();
    await expect(
      canvas.getByText("Ask the institute to add your mobile number to your child's record."),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Parent Panel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.queryByText(/^Viewing /)).toBeNull();
  },
};

/** The parent's children are still being looked up: the area says so, no page shows. */
export const LoadingChildren: Story = {
  decorators: [withPending('myChildren')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your child's details…")).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Parent Panel' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The children are known and the chosen child's record is on its way: still loading. */
export const LoadingChild: Story = {
  decorators: [withPending('getStudent')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Loading your child's details…")).toBeVisible();
    await expect(canvas.queryByText(/^Viewing /)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The children cannot be looked up: the message and Try again instead of any page. */
export const ChildrenLoadFails: Story = {
  parameters: {
    data: { failWith: { myChildren: new Error('Stored data could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your child's details could not be loaded");
    await expect(alert).toHaveTextContent('Stored data could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** The chosen child's record cannot be read: the same failure, named the same way. */
export const ChildLoadFails: Story = {
  parameters: {
    data: { failWith: { getStudent: new Error('Stored data could not be read.') } },
  },
  args: { initialEntry: '/parent/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("Your child's details could not be loaded");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Fee Details' })).toBeNull();
  },
};

/** A student's page URL (a payment provider's return) opens the same page in the parent area. */
export const StudentUrlOpensInParentArea: Story = {
  args: { initialEntry: '/student/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Fee Details' }),
    ).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Parent Panel' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Student Panel' })).toBeNull();
  },
};

/**
 * Messages: every event by SMS until the parent chooses; their choice of SMS and WhatsApp per
 * event is saved (WhatsApp with the opt-in's date shown) and read back.
 */
export const Messages: Story = {
  args: { initialEntry: '/parent/messages' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const form = await canvas.findByRole('form', { name: 'What you hear about' });
    const sms = within(within(form).getByRole('group', { name: 'By SMS' }));
    const whatsapp = within(within(form).getByRole('group', { name: 'By WhatsApp' }));
    for (const label of ['Absence alerts', 'Fee reminders', 'Replies to support tickets']) {
      await expect(sms.getByRole('checkbox', { name: label })).toBeChecked();
      await expect(whatsapp.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    await userEvent.click(sms.getByRole('checkbox', { name: 'Fee reminders' }));
    await userEvent.click(whatsapp.getByRole('checkbox', { name: 'Fee reminders' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByText('Your choices are saved.')).toBeVisible();
    const stored = await storyRepository(context).getParentPreferences(sureshSession.id);
    await expect(stored).toMatchObject({
      sms: ['absence', 'receipts', 'results', 'tickets'],
      whatsapp: ['fees'],
    });
    await expect(stored.whatsappOptInAt).not.toBeNull();
    await expect(await within(form).findByText(/You agreed on/)).toBeVisible();
  },
};

/**
 * Settings → Password: optional (the card says a code works); the rules beside the fields (too
 * short, typed differently), then set: the card says since when, and the button changes it.
 */
export const SetPassword: Story = {
  args: { initialEntry: '/parent/messages' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Password' }));
    await expect(
      await canvas.findByText(/^You sign in with a code sent to your mobile/),
    ).toBeVisible();
    const password = form.getByLabelText('New password');
    const confirm = form.getByLabelText('Confirm password');
    await userEvent.type(password, 'short');
    await userEvent.type(confirm, 'short');
    await userEvent.click(form.getByRole('button', { name: 'Set Password' }));
    await expect(password).toHaveAccessibleDescription(
      'Use at least 10 characters for the password.',
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'a family password');
    await userEvent.click(form.getByRole('button', { name: 'Set Password' }));
    await expect(confirm).toHaveAccessibleDescription(
      'The two passwords differ. Type the same password twice.',
    );
    await expect(password).toHaveValue('a family password');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'a family password');
    await userEvent.click(form.getByRole('button', { name: 'Set Password' }));
    await expect(
      await form.findByText(/^Your password is saved\. Next time you may sign in/),
    ).toBeVisible();
    await expect(password).toHaveValue('');
    await expect(await canvas.findByText(/^You set a password on /)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Change Password' })).toBeVisible();
    const stored = await storyRepository(context).getParentPassword(sureshSession.id);
    await expect(stored.setAt).not.toBeNull();
  },
};

/** Rahul, 18, keeps his attendance and results to himself: the pages say so; fees still show. */
function hiddenSeed(): SeedData {
  const seed = familySeed();
  return {
    ...seed,
    students: seed.students.map((student) =>
      student.id === RAHUL_ID
        ? { ...student, dateOfBirth: '2007-04-01', hiddenFromParents: true }
        : student,
    ),
  };
}

export const ChildKeepsAttendanceAndResults: Story = {
  args: { initialEntry: '/parent/attendance' },
  parameters: { data: { seed: hiddenSeed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByText('Not shared')).toBeVisible();
    await expect(
      main.getByText(/Your child has chosen not to share their attendance and results/),
    ).toBeVisible();
    await expect(main.queryByText(/could not be loaded/)).toBeNull();
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Parent Panel' })).getByRole('link', {
        name: 'Test Results',
      }),
    );
    await expect(await main.findByText('Not shared')).toBeVisible();
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Parent Panel' })).getByRole('link', {
        name: 'Fee Details',
      }),
    );
    await expect(await main.findByRole('heading', { level: 1, name: 'Fee Details' })).toBeVisible();
    await expect(main.queryByText('Not shared')).toBeNull();
  },
};

/** Logout clears the parent's session and leaves for /login. */
export const Logout: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(await storyRepository(context).getSession()).toBeNull();
  },
};

/** Nobody signed in: straight to /login. */
export const SignedOut: Story = {
  parameters: { data: { session: null } },
  args: { initialEntry: '/parent/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Navigated to /login')).toBeVisible();
    await expect(canvas.queryByText('Parent Panel')).toBeNull();
  },
};

/** A student who opens a parent page is sent to their own dashboard. */
export const StudentOpensParentPage: Story = {
  parameters: { data: { session: storySessions.student } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Student Panel' })).toBeVisible();
    await expect(canvas.queryByText('Parent Panel')).toBeNull();
    await expect(canvas.queryByText(/^Viewing /)).toBeNull();
  },
};

/** At 320px the bar and its Child select fit the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' });
    await expect(await viewing(canvas)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Child/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi on a 375px phone: the child bar and switcher, and the child's dashboard. */
export const DashboardInHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(canvas.getByText('आपके बच्चे की फ़ीस, नई सामग्री और सूचनाएँ एक नज़र में।')).toBeVisible();
    await expect(await canvas.findByText(/^आप देख रहे हैं:/, { selector: 'p' })).toHaveTextContent(
      `आप देख रहे हैं: ${rahul.name} · कक्षा 12 · Roll No. ${rahul.rollNo}`,
    );
    const child = canvas.getByRole('combobox', { name: 'बच्चा' });
    await expect(
      within(child).getByRole('option', { name: /Anjali Sharma \(कक्षा 11,/ }),
    ).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, a mobile no record holds: the empty state says what to do. */
export const NoChildLinkedInHindi: Story = {
  globals: { language: 'hi' },
  parameters: {
    data: { seed: sampleSeed(), session: parentSession('9000000001', 'Parent') },
  },
  args: { initialEntry: '/parent/fees' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('आपके मोबाइल नंबर से कोई छात्र नहीं जुड़ा है')).toBeVisible();
    await expect(
      canvas.getByText('संस्थान से कहें कि आपका मोबाइल नंबर आपके बच्चे के रिकॉर्ड में जोड़ दें।'),
    ).toBeVisible();
  },
};

/** In Hindi on a 375px phone: Settings, the message groups by SMS and WhatsApp, and Password. */
export const SettingsInHindi: Story = {
  args: { initialEntry: '/parent/messages' },
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'सेटिंग्स' })).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: 'आपको किन बातों की सूचना मिले' }));
    const sms = within(form.getByRole('group', { name: 'SMS से' }));
    await expect(sms.getByRole('checkbox', { name: 'फ़ीस रिमाइंडर' })).toBeChecked();
    await expect(sms.getByRole('checkbox', { name: 'गैरहाज़िरी की सूचना' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'WhatsApp से' })).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'सेव करें' }));
    await expect(await form.findByText('आपकी पसंद सेव हो गई है।')).toBeVisible();
    const password = within(canvas.getByRole('form', { name: 'पासवर्ड' }));
    await expect(password.getByLabelText('नया पासवर्ड')).toBeVisible();
    await expect(password.getByRole('button', { name: 'पासवर्ड सेट करें' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
