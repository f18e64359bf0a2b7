import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { EnquiriesPage } from '@/features/enquiries';
import { ToastProvider } from '@/ui';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { fitsScreenWidth } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { arjun, enquiriesWith, priyanka, seedWith, twoOverdue } from './enquiry-seeds';

// Around the router, so a toast shown as Add Enquiry navigates away stays on screen.
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

const meta = {
  title: 'Admissions/Admin/Enquiries',
  component: EnquiriesPage,
  decorators: [withRouter, withToasts, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/enquiries' },
    data: { session: storySessions.admin, seed: seedWith({ enquiries: twoOverdue() }) },
  },
} satisfies Meta<typeof EnquiriesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The names in the table, top to bottom. */
function namesIn(canvasElement: HTMLElement) {
  const table = within(canvasElement).getByRole('table', { name: 'Enquiries' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

const openDialog = async (canvasElement: HTMLElement, button: string, title = button) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: title }));
};

/**
 * Every enquiry, the overdue first (with the count due by tonight above); each name opens the
 * enquiry's page.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Enquiries' });
    await waitFor(() => expect(namesIn(canvasElement)).toHaveLength(16));
    await expect(await canvas.findByText(/due by tonight/)).toHaveTextContent(
      '2 follow-ups due by tonight, the overdue ones included.',
    );
    // Due first: the two overdue ones lead, the longest overdue first.
    await expect(namesIn(canvasElement).slice(0, 2)).toEqual(['Ananya Singh', 'Farhan Qureshi']);
    const ananya = within(table).getByRole('row', { name: /Ananya Singh/ });
    await expect(within(ananya).getByText('Overdue')).toBeVisible();
    await expect(ananya).toHaveTextContent('9829033445');
    await expect(ananya).toHaveTextContent('STSE registration');
    await expect(ananya).toHaveTextContent('Contacted');
    await expect(ananya).toHaveTextContent('Not assigned');
    const vihaan = within(table).getByRole('row', { name: /Vihaan Patel/ });
    await expect(vihaan).toHaveTextContent('Lost');
    await expect(vihaan).toHaveTextContent('None planned');
    // The owner manages: Add Enquiry, Import List and the settings.
    await expect(canvas.getByRole('button', { name: 'Add Enquiry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Import List' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admissions Settings' })).toHaveAttribute(
      'href',
      '/admin/enquiries/settings',
    );
    await userEvent.click(within(table).getByRole('link', { name: 'Ananya Singh' }));
    await expect(await canvas.findByText('Navigated to /admin/enquiries/enquiry-02')).toBeVisible();
  },
};

/** A counsellor with nothing assigned: the list says so, and offers no Import List. */
export const CounsellorWithNone: Story = {
  parameters: { data: { session: storySessions.counsellor, seed: seedWith({ staff: [arjun] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No enquiries are assigned to you yet.')).toBeVisible();
    await expect(canvas.queryByText(/due by tonight/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Enquiry' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Import List' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Admissions Settings' })).toBeNull();
  },
};

/**
 * A counsellor sees only what is assigned to them: Ananya (theirs, overdue) but not Diya
 * (Priyanka's, also overdue), and the count due by tonight is of their own.
 */
export const CounsellorsOwn: Story = {
  parameters: {
    data: {
      session: storySessions.counsellor,
      seed: seedWith({
        staff: [arjun, priyanka],
        enquiries: enquiriesWith({
          'enquiry-02': {
            assigneeId: arjun.id,
            nextFollowUpAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
          },
          'enquiry-04': {
            assigneeId: priyanka.id,
            nextFollowUpAt: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
          },
        }),
      }),
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('table', { name: 'Enquiries' });
    await waitFor(() => expect(namesIn(context.canvasElement)).toEqual(['Ananya Singh']));
    const row = within(table).getByRole('row', { name: /Ananya Singh/ });
    await expect(row).toHaveTextContent('Arjun Counsellor');
    await expect(within(row).getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText(/due by tonight/)).toHaveTextContent(
      '1 follow-up due by tonight, the overdue ones included.',
    );
    await expect(canvas.queryByText('Diya Nair')).toBeNull();
    // Searching does not reach past their own either.
    await userEvent.type(canvas.getByRole('searchbox'), 'Diya');
    await expect(await canvas.findByText('No enquiries are assigned to you yet.')).toBeVisible();
    const { total } = await storyRepository(context).listEnquiries({
      status: 'all',
      page: 1,
      pageSize: 50,
    });
    await expect(total).toBe(1);
  },
};

/** Send Message opens Message Enquiries for the stage the list is filtered by, if any. */
export const SendMessageLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('link', { name: 'Send Message' });
    await expect(send).toHaveAttribute('href', '/admin/enquiries/message');
    await userEvent.selectOptions(await canvas.findByLabelText('Stage'), 'Contacted');
    await waitFor(() =>
      expect(send).toHaveAttribute('href', '/admin/enquiries/message?stage=contacted'),
    );
    await userEvent.click(send);
    await expect(
      await canvas.findByText('Navigated to /admin/enquiries/message?stage=contacted'),
    ).toBeVisible();
  },
};

/** While the list loads: placeholder rows, the table busy. */
export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Enquiries' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByText('Loading Enquiries…')).toBeInTheDocument();
    await expect(canvas.queryByText(/due by tonight/)).toBeNull();
  },
};

/** The list failed to load: the reason and Try again, in place of the table. */
export const LoadError: Story = {
  parameters: {
    data: { failWith: { listEnquiries: new Error('The enquiries could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The enquiries could not be loaded');
    await expect(alert).toHaveTextContent('The enquiries could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.queryByRole('table', { name: 'Enquiries' })).toBeNull();
  },
};

/**
 * Add Enquiry: sent empty, each missing thing is named beside its field; a walk-in with a
 * mobile is stored as a new enquiry, and the page opens it.
 */
export const AddEnquiry: Story = {
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.'),
    );
    await expect(dialog.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /Give a mobile number or an e-mail\.$/,
    );
    await expect(dialog.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.selectOptions(dialog.getByLabelText('How they reached us'), 'Walk-in');
    await userEvent.type(dialog.getByLabelText('Name'), 'Ritika Sharma');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9876501234');
    await userEvent.selectOptions(dialog.getByLabelText('Class'), 'Class 10');
    await userEvent.type(dialog.getByLabelText('Interested in (optional)'), 'Foundation');
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Came with her mother.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));

    const navigated = await within(context.canvasElement).findByText(
      /^Navigated to \/admin\/enquiries\//,
    );
    await expect(await screen.findByText('Ritika Sharma was added.')).toBeVisible();
    const { rows } = await storyRepository(context).listEnquiries({
      status: 'all',
      search: 'Ritika',
      page: 1,
      pageSize: 10,
    });
    await expect(rows).toHaveLength(1);
    await expect(rows[0]).toMatchObject({
      name: 'Ritika Sharma',
      mobile: '9876501234',
      currentClass: 10,
      interest: 'Foundation',
      source: 'walk-in',
      stageId: 'new',
      open: true,
    });
    await expect(navigated).toHaveTextContent(`Navigated to /admin/enquiries/${rows[0]!.id}`);
    // The WhatsApp box was left clear.
    const { enquiry } = await storyRepository(context).getEnquiry(rows[0]!.id);
    await expect(enquiry.whatsappOptInAt).toBeUndefined();
  },
};

/**
 * A walk-in giving the mobile of an open enquiry is the same person: the contact joins
 * Ananya's enquiry instead of making another, and the office is told so.
 */
export const AddEnquiryJoins: Story = {
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    await userEvent.selectOptions(dialog.getByLabelText('How they reached us'), 'Phone call');
    await userEvent.type(dialog.getByLabelText('Name'), 'Ananya S.');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9829033445');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));

    await expect(
      await within(context.canvasElement).findByText('Navigated to /admin/enquiries/enquiry-02'),
    ).toBeVisible();
    await expect(
      await screen.findByText(
        'Ananya Singh already had an open enquiry: this contact was added to it.',
      ),
    ).toBeVisible();
    const repository = storyRepository(context);
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.contacts.map((contact) => contact.source)).toEqual(['stse', 'phone']);
    await expect(enquiry.events.at(-1)).toMatchObject({ kind: 'joined', source: 'phone' });
    const { total } = await repository.listEnquiries({ status: 'all', page: 1, pageSize: 1 });
    await expect(total).toBe(16);
  },
};

/** "They agreed to messages on WhatsApp": the new enquiry carries when they agreed. */
export const AddEnquiryWhatsAppOptIn: Story = {
  name: 'Add Enquiry: WhatsApp Opt-in',
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    const optIn = dialog.getByRole('checkbox', { name: 'They agreed to messages on WhatsApp' });
    await expect(optIn).not.toBeChecked();
    await userEvent.selectOptions(dialog.getByLabelText('How they reached us'), 'Walk-in');
    await userEvent.type(dialog.getByLabelText('Name'), 'Ritika Sharma');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9876501234');
    await userEvent.click(optIn);
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));
    await within(context.canvasElement).findByText(/^Navigated to \/admin\/enquiries\//);
    const repository = storyRepository(context);
    const { rows } = await repository.listEnquiries({
      status: 'all',
      search: 'Ritika',
      page: 1,
      pageSize: 10,
    });
    await expect(rows).toHaveLength(1);
    const { enquiry } = await repository.getEnquiry(rows[0]!.id);
    await expect(enquiry.whatsappOptInAt).toBe(enquiry.createdAt);
  },
};

/**
 * A phone call from someone already enquiring, who now agrees to WhatsApp: the opt-in joins
 * their enquiry with the contact.
 */
export const AddEnquiryJoinsWithOptIn: Story = {
  name: 'Add Enquiry Joins: WhatsApp Opt-in',
  play: async (context) => {
    const repository = storyRepository(context);
    await expect((await repository.getEnquiry('enquiry-02')).enquiry.whatsappOptInAt).toBe(
      undefined,
    );
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    await userEvent.selectOptions(dialog.getByLabelText('How they reached us'), 'Phone call');
    await userEvent.type(dialog.getByLabelText('Name'), 'Ananya S.');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9829033445');
    await userEvent.click(
      dialog.getByRole('checkbox', { name: 'They agreed to messages on WhatsApp' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));
    await expect(
      await within(context.canvasElement).findByText('Navigated to /admin/enquiries/enquiry-02'),
    ).toBeVisible();
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.whatsappOptInAt).toBe(enquiry.events.at(-1)?.at);
    await expect(enquiry.events.at(-1)).toMatchObject({ kind: 'joined', source: 'phone' });
  },
};

const csvFile = (text: string) => new File([text], 'fair.csv', { type: 'text/csv' });

/**
 * Import List: a file whose first line does not name the columns is refused beside the file
 * field, nothing taken; a good list is taken whole, someone already enquiring joining theirs.
 */
export const ImportList: Story = {
  play: async (context) => {
    const repository = storyRepository(context);
    const dialog = await openDialog(context.canvasElement, 'Import List');
    const file = dialog.getByLabelText('CSV file');
    await userEvent.upload(file, csvFile('Mobile,Email\n9876501234,ritika@example.com\n'));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(
        /The first line must name the columns, with at least Name\.$/,
      ),
    );
    await expect(
      (await repository.listEnquiries({ status: 'all', page: 1, pageSize: 1 })).total,
    ).toBe(16);

    await userEvent.upload(
      file,
      csvFile(
        'Name,Mobile,Class,School\n' +
          'Ritika Sharma,98765 01234,Class 10,Kendriya Vidyalaya\n' +
          'Ananya Singh,+91 98290 33445,9,\n',
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expect(await screen.findByText('1 new enquiry; 1 joined an open one.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const { rows } = await repository.listEnquiries({
      status: 'all',
      search: 'Ritika',
      page: 1,
      pageSize: 10,
    });
    await expect(rows[0]).toMatchObject({
      mobile: '9876501234',
      currentClass: 10,
      schoolName: 'Kendriya Vidyalaya',
      source: 'import',
    });
    const { enquiry } = await repository.getEnquiry('enquiry-02');
    await expect(enquiry.contacts.map((contact) => contact.source)).toEqual(['stse', 'import']);
    await expect(
      await within(context.canvasElement).findByRole('link', { name: 'Ritika Sharma' }),
    ).toBeVisible();
  },
};

/** On a 375 px phone the page, its table included, does not scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Ananya Singh' });
    await expect(window.innerWidth).toBe(375);
    const add = canvas.getByRole('button', { name: 'Add Enquiry' });
    await expect(add.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

const counsellorSeed = {
  data: {
    session: storySessions.counsellor,
    seed: seedWith({
      staff: [arjun, priyanka],
      enquiries: enquiriesWith({ 'enquiry-02': { assigneeId: priyanka.id } }),
    }),
  },
};

/** A counsellor's own walk-in is theirs, whoever would be next in turn. */
export const CounsellorsOwnWalkIn: Story = {
  parameters: counsellorSeed,
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    await userEvent.type(dialog.getByLabelText('Name'), 'Kunal Bose');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9876505678');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));
    await within(context.canvasElement).findByText(/^Navigated to \/admin\/enquiries\//);
    const { rows } = await storyRepository(context).listEnquiries({
      status: 'all',
      search: 'Kunal',
      page: 1,
      pageSize: 10,
    });
    await expect(rows.map((row) => row.assigneeId)).toEqual([arjun.id]);
  },
};

/**
 * A walk-in who already has an open enquiry with another counsellor joins it; the counsellor is
 * told so, and not sent to a page they may not open.
 */
export const CounsellorJoinsAnothers: Story = {
  parameters: counsellorSeed,
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement, 'Add Enquiry');
    await userEvent.type(dialog.getByLabelText('Name'), 'Ananya Singh');
    await userEvent.type(dialog.getByLabelText('Mobile number'), '9829033445');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Enquiry' }));
    await expect(
      await screen.findByText(/already has an open enquiry with another counsellor/),
    ).toBeVisible();
    await expect(within(context.canvasElement).queryByText(/^Navigated to/)).toBeNull();
    await expect(
      within(context.canvasElement).getByRole('button', { name: 'Add Enquiry' }),
    ).toBeVisible();
  },
};

/** In Hindi on a phone: the heading, the count due, the column headers and the buttons. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'पूछताछ' })).toBeVisible();
    await canvas.findByRole('link', { name: 'Ananya Singh' });
    await expect(
      await canvas.findByText('आज रात तक 2 फ़ॉलो-अप करने हैं, जिनकी तारीख निकल गई वे भी शामिल।'),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'पूछताछ' });
    const ananya = within(table).getByRole('row', { name: /Ananya Singh/ });
    await expect(within(ananya).getByText('देय तिथि निकल गई')).toBeVisible();
    await expect(ananya).toHaveTextContent('किसी को नहीं सौंपी');
    await expect(canvas.getByRole('link', { name: 'संदेश भेजें' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'नाम, मोबाइल या ईमेल से खोजें' })).toBeVisible();
    // The status said as a status, and the default stages in Hindi.
    await expect(canvas.getByRole('option', { name: 'खुली' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'संपर्क हुआ' })).toBeInTheDocument();
    await expect(fitsScreenWidth()).toBe(true);
    const dialog = await openDialog(canvasElement, 'पूछताछ जोड़ें');
    await expect(dialog.getByRole('combobox', { name: 'वे हम तक कैसे पहुँचे' })).toHaveTextContent(
      'खुद आए',
    );
  },
};

/** In Hindi, a counsellor with nothing assigned reads so. */
export const CounsellorWithNoneInHindi: Story = {
  parameters: { data: { session: storySessions.counsellor, seed: seedWith({ staff: [arjun] }) } },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('अभी तक आपको कोई पूछताछ नहीं सौंपी गई है।'),
    ).toBeVisible();
  },
};
