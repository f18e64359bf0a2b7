import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { todayIso } from '@/data';
import { EnquiryPage } from '@/features/enquiries';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { fitsScreenWidth } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import {
  arjun,
  enquiriesWith,
  nehaAgain,
  priyanka,
  sampleEnquiry,
  seedWith,
} from './enquiry-seeds';

const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Admissions/Admin/Enquiry',
  component: EnquiryPage,
  decorators: [withRouter, withToasts, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/enquiries/:enquiryId', initialEntry: '/admin/enquiries/enquiry-02' },
    data: { session: storySessions.admin, seed: seedWith({ staff: [arjun] }) },
  },
} satisfies Meta<typeof EnquiryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (id: string) => ({
  initialEntry: `/admin/enquiries/${id}`,
  path: meta.parameters.route.path,
});

/** The value shown beside a label in the Details card. */
function detail(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** The History list's lines, newest first. */
function history(canvasElement: HTMLElement) {
  const section = within(canvasElement).getByRole('region', { name: 'History' });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

const openDialog = async (canvasElement: HTMLElement, button: string, title = button) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
};

const ACTIONS = ['Record Follow-up', 'Move Stage', 'Assign', 'Merge'];

/**
 * An open enquiry: its details (the STSE registration it came with among them), what can be
 * done with it, its history and its contacts.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ananya Singh' }),
    ).toBeVisible();
    await expect(detail(canvasElement, 'Mobile')).toHaveTextContent('9829033445');
    await expect(detail(canvasElement, 'Email')).toHaveTextContent('ananya.singh@example.com');
    await expect(detail(canvasElement, 'Class')).toHaveTextContent('9');
    await expect(detail(canvasElement, 'School')).toHaveTextContent('Kendriya Vidyalaya, Jaipur');
    await expect(detail(canvasElement, 'Source')).toHaveTextContent('STSE registration');
    await expect(detail(canvasElement, 'Stage')).toHaveTextContent('Contacted');
    await expect(detail(canvasElement, 'Counsellor')).toHaveTextContent('Not assigned');
    await expect(detail(canvasElement, 'STSE')).toHaveTextContent(/^STSE0002 · 76 marks/);
    // Contacted already: no first call is due.
    await expect(canvas.queryByText('First call due', { selector: 'dt' })).toBeNull();
    for (const action of ACTIONS) {
      await expect(canvas.getByRole('button', { name: action })).toBeEnabled();
    }
    await expect(canvas.getByRole('link', { name: 'Admit as Student' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    const lines = history(canvasElement);
    await expect(lines.at(-1)).toContain('Enquiry from STSE registration.');
    await expect(lines.some((line) => line.includes('Moved to Contacted.'))).toBe(true);
    await expect(lines[0]).toContain('Called: Asked about the fees; will visit with a parent.');
    const contacts = within(canvas.getByRole('region', { name: 'Contacts' })).getAllByRole(
      'listitem',
    );
    await expect(contacts).toHaveLength(1);
    await expect(contacts[0]).toHaveTextContent('STSE registration · Ananya Singh 9829033445');
    await expect(canvas.getByRole('link', { name: 'Back to Enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
  },
};

/** A day ahead, as the Next follow-up date field takes it (the browser's own date). */
const inTwoDays = () => todayIso(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));

/**
 * Record Follow-up: choosing a lost stage without a reason is refused beside the reason; a
 * call with a note and the next follow-up's date and time is stored and leads the history.
 */
export const RecordFollowUp: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const dialog = await openDialog(canvasElement, 'Record Follow-up');
    await userEvent.selectOptions(dialog.getByLabelText('What happened'), 'Called');
    await expect(dialog.queryByLabelText('Why it was lost')).toBeNull();
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'Lost');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Follow-up' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Why it was lost')).toHaveAccessibleDescription(
        'Choose why the enquiry was lost.',
      ),
    );
    // Refused before it was sent: nothing was added to the history.
    await expect(
      (await storyRepository(context).getEnquiry('enquiry-02')).enquiry.events,
    ).toHaveLength(sampleEnquiry('enquiry-02').events.length);

    // Not lost after all: still Contacted, with a visit planned.
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'Contacted');
    await expect(dialog.queryByLabelText('Why it was lost')).toBeNull();
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Father will visit on Saturday');
    const day = inTwoDays();
    await userEvent.type(dialog.getByLabelText('Next follow-up (optional)'), day);
    await userEvent.clear(dialog.getByLabelText('Time'));
    await userEvent.type(dialog.getByLabelText('Time'), '11:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Follow-up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByText('The follow-up was recorded.')).toBeVisible();

    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-02');
    await expect(enquiry.nextFollowUpAt).toBe(new Date(`${day}T11:30:00+05:30`).toISOString());
    await expect(enquiry.stageId).toBe('contacted');
    await expect(enquiry.events.at(-1)).toMatchObject({
      kind: 'follow-up',
      outcome: 'called',
      note: 'Father will visit on Saturday',
      by: 'Admin',
    });
    await waitFor(() =>
      expect(history(canvasElement)[0]).toContain('Called: Father will visit on Saturday'),
    );
    await expect(history(canvasElement)[0]).toContain('Admin');
  },
};

/** Move Stage: a new enquiry moved to Contacted; its first call is no longer due. */
export const MoveStage: Story = {
  parameters: { route: at('enquiry-05') },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Kabir Joshi' })).toBeVisible();
    await expect(detail(canvasElement, 'Stage')).toHaveTextContent('New');
    await expect(canvas.getByText('First call due', { selector: 'dt' })).toBeVisible();
    const dialog = await openDialog(canvasElement, 'Move Stage');
    // Admitted is not offered: Admit as Student does that.
    await expect(
      within(dialog.getByLabelText('Stage'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'Contacted', 'Counselling booked', 'Applied', 'Lost']);
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'Contacted');
    await userEvent.click(dialog.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(detail(canvasElement, 'Stage')).toHaveTextContent('Contacted'));
    await expect(canvas.queryByText('First call due', { selector: 'dt' })).toBeNull();
    await expect(history(canvasElement)[0]).toContain('Moved to Contacted.');
    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-05');
    await expect(enquiry.stageId).toBe('contacted');
    await expect(enquiry.firstResponseAt).toBeDefined();
  },
};

/** Assign: the enquiry goes to a counsellor, named in the details and the history. */
export const Assign: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    await within(canvasElement).findByRole('heading', { name: 'Ananya Singh' });
    const dialog = await openDialog(canvasElement, 'Assign', 'Assign Counsellor');
    await expect(dialog.getByLabelText('Counsellor')).toHaveDisplayValue('Not assigned');
    await userEvent.selectOptions(dialog.getByLabelText('Counsellor'), 'Arjun Counsellor');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(detail(canvasElement, 'Counsellor')).toHaveTextContent('Arjun Counsellor'),
    );
    await expect(history(canvasElement)[0]).toContain('Assigned to Arjun Counsellor.');
    const { enquiry } = await storyRepository(context).getEnquiry('enquiry-02');
    await expect(enquiry.assigneeId).toBe(arjun.id);
  },
};

/**
 * Merge: Neha's Contact form message (her father's mobile) found by that mobile and merged
 * into her walk-in; the walk-in gains its e-mail and contact, and the other is closed.
 */
export const Merge: Story = {
  parameters: {
    route: at('enquiry-13'),
    data: { seed: seedWith({ enquiries: [...enquiriesWith(), nehaAgain()] }) },
  },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Neha Bansal' });
    await expect(detail(canvasElement, 'Email')).toHaveTextContent('—');
    const dialog = await openDialog(canvasElement, 'Merge', 'Merge Enquiries');
    const search = dialog.getByLabelText('Find by name, mobile or e-mail');
    await userEvent.type(search, '9000000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Find' }));
    await expect(await dialog.findByText('No other open enquiry matches.')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, '98123 45678');
    await userEvent.click(dialog.getByRole('button', { name: 'Find' }));
    const other = await dialog.findByLabelText('Enquiry to merge into this one');
    await expect(
      within(other)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an enquiry', 'Neha Bansal · 9812345678']);
    await userEvent.selectOptions(other, 'Neha Bansal · 9812345678');
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() =>
      expect(detail(canvasElement, 'Email')).toHaveTextContent('neha.bansal@example.com'),
    );
    await expect(history(canvasElement)[0]).toContain('Merged Neha Bansal into this enquiry.');
    const contacts = within(canvas.getByRole('region', { name: 'Contacts' })).getAllByRole(
      'listitem',
    );
    await expect(contacts.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Walk-in · Neha Bansal 9799012345'),
      expect.stringContaining('Contact form · Neha Bansal 9812345678'),
    ]);
    const repository = storyRepository(context);
    const { enquiry: closed } = await repository.getEnquiry('enquiry-17');
    await expect(closed).toMatchObject({ mergedInto: 'enquiry-13', open: false });
    // The merged one is no longer listed: one Neha Bansal is left.
    const listed = await repository.listEnquiries({
      status: 'all',
      search: 'Neha',
      page: 1,
      pageSize: 10,
    });
    await expect(listed.rows.map((row) => row.id)).toEqual(['enquiry-13']);
  },
};

/** Admit as Student opens Add Student for this enquiry (with its STSE registration). */
export const AdmitLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const admit = await canvas.findByRole('link', { name: 'Admit as Student' });
    await expect(admit.getAttribute('href')).toMatch(
      /^\/admin\/student-management\/add\?enquiry=enquiry-02(&|$)/,
    );
    await userEvent.click(admit);
    await expect(
      await canvas.findByText(/^Navigated to \/admin\/student-management\/add\?enquiry=enquiry-02/),
    ).toBeVisible();
  },
};

/** A lost enquiry says why, and offers nothing to do: no follow-up, move, assign or merge. */
export const ClosedEnquiry: Story = {
  parameters: { route: at('enquiry-03') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Vihaan Patel' })).toBeVisible();
    await expect(detail(canvasElement, 'Stage')).toHaveTextContent('Lost');
    await expect(detail(canvasElement, 'Why it was lost')).toHaveTextContent('Distance');
    await expect(detail(canvasElement, 'Next follow-up')).toHaveTextContent('None planned');
    await expect(history(canvasElement)[0]).toContain('Moved to Lost: Distance.');
    for (const action of ACTIONS) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull();
    }
    await expect(canvas.queryByRole('link', { name: 'Admit as Student' })).toBeNull();
  },
};

/** An admitted enquiry links its student, and offers nothing more to do. */
export const AdmittedEnquiry: Story = {
  parameters: {
    route: at('enquiry-13'),
    data: {
      seed: seedWith({
        enquiries: enquiriesWith({
          'enquiry-13': {
            stageId: 'admitted',
            open: false,
            studentId: 'student-rahul-sharma',
            reached: { ...sampleEnquiry('enquiry-13').reached, admitted: new Date().toISOString() },
            events: [
              ...sampleEnquiry('enquiry-13').events,
              { at: new Date().toISOString(), by: 'Office', kind: 'admitted', stageId: 'admitted' },
            ],
          },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Neha Bansal' })).toBeVisible();
    await expect(detail(canvasElement, 'Stage')).toHaveTextContent('Admitted');
    await expect(canvas.getByRole('link', { name: 'Open the student record' })).toHaveAttribute(
      'href',
      '/admin/student-management/student-rahul-sharma',
    );
    await expect(history(canvasElement)[0]).toContain('Admitted as a student.');
    for (const action of ACTIONS) {
      await expect(canvas.queryByRole('button', { name: action })).toBeNull();
    }
    await expect(canvas.queryByRole('link', { name: 'Admit as Student' })).toBeNull();
  },
};

/** An address no enquiry has: Enquiry not found, with the way back. */
export const NotFound: Story = {
  parameters: { route: at('enquiry-99') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Enquiry not found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'No enquiry you can see has this address: it may be assigned to someone else.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to Enquiries' }));
    await expect(await canvas.findByText('Navigated to /admin/enquiries')).toBeVisible();
  },
};

/** The enquiry could not be read: the reason and Try again. */
export const LoadFailed: Story = {
  parameters: { data: { failWith: { getEnquiry: new Error('The network is down.') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The enquiry could not be loaded.');
    await expect(alert).toHaveTextContent('The network is down.');
    await expect(within(alert).getByRole('button', { name: /Try again/ })).toBeEnabled();
  },
};

const counsellorSeed = seedWith({
  staff: [arjun, priyanka],
  enquiries: enquiriesWith({
    'enquiry-02': { assigneeId: arjun.id },
    'enquiry-04': { assigneeId: priyanka.id },
  }),
});

/** A counsellor opening another counsellor's enquiry finds nothing there. */
export const CounsellorCannotSeeOthers: Story = {
  parameters: {
    route: at('enquiry-04'),
    data: { session: storySessions.counsellor, seed: counsellorSeed },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Enquiry not found' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Diya Nair')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Record Follow-up' })).toBeNull();
  },
};

/**
 * A counsellor on their own enquiry follows it up and moves it, but neither reassigns, merges
 * nor admits: those are the office's.
 */
export const CounsellorsOwnEnquiry: Story = {
  parameters: { data: { session: storySessions.counsellor, seed: counsellorSeed } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ananya Singh' })).toBeVisible();
    await expect(detail(canvasElement, 'Counsellor')).toHaveTextContent('Arjun Counsellor');
    await expect(canvas.getByRole('button', { name: 'Record Follow-up' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Move Stage' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Assign' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Merge' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admit as Student' })).toBeNull();
  },
};

/** On a 375 px phone the details, actions and history fit the screen's width. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ananya Singh' });
    await expect(window.innerWidth).toBe(375);
    const action = canvas.getByRole('button', { name: 'Record Follow-up' });
    await expect(action.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi on a phone: the details' labels, the actions, the history and a dialog. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Ananya Singh' });
    await expect(detail(canvasElement, 'मोबाइल')).toHaveTextContent('9829033445');
    await expect(detail(canvasElement, 'काउंसलर')).toHaveTextContent('किसी को नहीं सौंपी');
    await expect(detail(canvasElement, 'STSE')).toHaveTextContent(/^STSE0002 · 76 अंक/);
    await expect(canvas.getByRole('heading', { level: 2, name: 'इतिहास' })).toBeVisible();
    const section = canvas.getByRole('region', { name: 'इतिहास' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    await expect(lines.some((line) => line.includes('चरण बदलकर संपर्क हुआ किया गया।'))).toBe(true);
    // The data's labels too: the source and the stage.
    await expect(detail(canvasElement, 'स्रोत')).toHaveTextContent('STSE रजिस्ट्रेशन');
    await expect(detail(canvasElement, 'चरण')).toHaveTextContent('संपर्क हुआ');
    await expect(canvas.getByRole('link', { name: 'पूछताछ पर वापस जाएँ' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
    const dialog = await openDialog(canvasElement, 'चरण बदलें');
    await expect(dialog.getByRole('combobox', { name: 'चरण' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'बदलें' })).toBeVisible();
  },
};
