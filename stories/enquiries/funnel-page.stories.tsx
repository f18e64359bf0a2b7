import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { indianDateOf } from '@/data/enquiries';
import { FunnelPage } from '@/features/enquiries';
import { storySessions, withData } from '../helpers/data-decorator';
import { fitsScreenWidth } from '../helpers/public-site-decorator';
import { withRouter } from '../helpers/with-router';
import { enquiriesWith, sampleEnquiry, seedWith } from './enquiry-seeds';

const meta = {
  title: 'Admissions/Admin/Admissions Funnel',
  component: FunnelPage,
  decorators: [withRouter, withData()],
  parameters: {
    layout: 'fullscreen',
    route: { path: '/admin/admissions-funnel' },
    data: { session: storySessions.admin, seed: seedWith({}) },
  },
} satisfies Meta<typeof FunnelPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table's body rows, each as its cells' text. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** Sets a date field of the period (cleared first, as a person would retype it). */
async function setDate(canvasElement: HTMLElement, label: 'From' | 'To', value: string) {
  const field = within(canvasElement).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
  await expect(field).toHaveValue(value);
}

/**
 * The sample's sixteen enquiries of the last year: how many reached each stage (an enquiry at
 * Applied passed Contacted and Counselling), as bars and as a table, and the admissions by
 * source, school, class and STSE tier, one tab each.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Admissions Funnel' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '16 enquiries' }),
    ).toBeVisible();
    // The period opens a year back from today.
    const to = (canvas.getByLabelText('To') as HTMLInputElement).value;
    await expect(canvas.getByLabelText('From')).toHaveValue(
      `${Number(to.slice(0, 4)) - 1}${to.slice(4)}`,
    );
    const bars = within(canvas.getByRole('list', { name: 'Funnel' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(bars).toEqual([
      'New: 16',
      'Contacted: 9',
      'Counselling booked: 6',
      'Applied: 3',
      'Admitted: 0',
    ]);
    const steps = rowsOf(canvas.getByRole('table', { name: 'Funnel by stage' }));
    await expect(steps.map((cells) => cells.slice(0, 3))).toEqual([
      ['New', '16', '100%'],
      ['Contacted', '9', '56.3%'],
      ['Counselling booked', '6', '66.7%'],
      ['Applied', '3', '50%'],
      ['Admitted', '0', '0%'],
    ]);
    // No one has moved on from Applied yet: no days to measure.
    await expect(steps[3]?.[3]).toBe('—');

    const tabs = within(canvas.getByRole('tablist', { name: 'Admissions by' }));
    await expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Source',
      'School',
      'Class',
      'STSE tier',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Source' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(rowsOf(canvas.getByRole('table', { name: 'Admissions by source' }))).toEqual([
      ['STSE registration', '12', '0', '0%'],
      ['Walk-in', '2', '0', '0%'],
      ['Contact form', '1', '0', '0%'],
      ['Phone call', '1', '0', '0%'],
    ]);

    await userEvent.click(tabs.getByRole('tab', { name: 'Class' }));
    const byClass = await canvas.findByRole('table', { name: 'Admissions by class' });
    await expect(rowsOf(byClass).map((cells) => cells.slice(0, 2))).toEqual([
      ['Class 11', '5'],
      ['Class 10', '4'],
      ['Class 12', '4'],
      ['Class 9', '3'],
    ]);
    await expect(canvas.queryByRole('table', { name: 'Admissions by source' })).toBeNull();

    await userEvent.click(tabs.getByRole('tab', { name: 'School' }));
    const bySchool = await canvas.findByRole('table', { name: 'Admissions by school' });
    await expect(
      rowsOf(bySchool)
        .slice(0, 2)
        .map((cells) => cells.slice(0, 2)),
    ).toEqual([
      ['Not known', '4'],
      ['Delhi Public School, Noida', '3'],
    ]);

    await userEvent.click(tabs.getByRole('tab', { name: 'STSE tier' }));
    const byTier = await canvas.findByRole('table', { name: 'Admissions by STSE tier' });
    await expect(rowsOf(byTier)[0]?.slice(0, 2)).toEqual(['No scholarship', '14']);
    await expect(rowsOf(byTier).map((cells) => cells[0])).toContain('100% Scholarship');
  },
};

/**
 * Aarav Gupta (STSE, 100% Scholarship) admitted today: counted in this month's admissions
 * beside none a year before, at the funnel's Admitted step, and in each breakdown.
 */
export const WithAnAdmission: Story = {
  parameters: {
    data: {
      seed: seedWith({
        enquiries: enquiriesWith({
          'enquiry-01': {
            stageId: 'admitted',
            open: false,
            studentId: 'student-rahul-sharma',
            reached: { ...sampleEnquiry('enquiry-01').reached, admitted: new Date().toISOString() },
          },
        }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '16 enquiries' });
    // This month in India, and the same month a year before: "Nov 2026", "Nov 2025".
    const [year, month] = indianDateOf(new Date().toISOString()).split('-').map(Number);
    const monthName = (yearsBack: number) =>
      new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        Date.UTC(year! - yearsBack, month! - 1, 1),
      );
    const admittedNow = await canvas.findByText(`Admitted in ${monthName(0)}`);
    await expect(admittedNow.nextElementSibling).toHaveTextContent(/^1$/);
    const admittedBefore = canvas.getByText(`Admitted in ${monthName(1)}`);
    await expect(admittedBefore.nextElementSibling).toHaveTextContent(/^0$/);
    const steps = rowsOf(canvas.getByRole('table', { name: 'Funnel by stage' }));
    await expect(steps[3]?.slice(0, 3)).toEqual(['Applied', '3', '50%']);
    await expect(steps[4]?.slice(0, 3)).toEqual(['Admitted', '1', '33.3%']);
    await expect(rowsOf(canvas.getByRole('table', { name: 'Admissions by source' }))[0]).toEqual([
      'STSE registration',
      '12',
      '1',
      '8.3%',
    ]);
    const tabs = within(canvas.getByRole('tablist', { name: 'Admissions by' }));
    await userEvent.click(tabs.getByRole('tab', { name: 'STSE tier' }));
    const byTier = await canvas.findByRole('table', { name: 'Admissions by STSE tier' });
    await expect(rowsOf(byTier).find((cells) => cells[0] === '100% Scholarship')).toEqual([
      '100% Scholarship',
      '1',
      '1',
      '100%',
    ]);
  },
};

/** A period in which no one enquired: said so, with no funnel. */
export const EmptyPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '16 enquiries' });
    await setDate(canvasElement, 'From', '2020-01-01');
    await setDate(canvasElement, 'To', '2020-12-31');
    await expect(await canvas.findByText('No enquiries were made in this period.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Funnel' })).toBeNull();
    await expect(canvas.queryByRole('tablist', { name: 'Admissions by' })).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** From after To: the page asks for a proper period, and offers no CSV of nothing. */
export const BadPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '16 enquiries' });
    const to = (canvas.getByLabelText('To') as HTMLInputElement).value;
    await setDate(canvasElement, 'From', `${Number(to.slice(0, 4)) + 1}${to.slice(4)}`);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Choose a From date on or before the To date.',
    );
    await expect(canvas.queryByRole('heading', { level: 2, name: '16 enquiries' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  },
};

/** The funnel could not be loaded: the reason and Try again. */
export const LoadError: Story = {
  parameters: {
    data: { failWith: { enquiryFunnel: new Error('The reports server is not answering.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The funnel could not be loaded.');
    await expect(alert).toHaveTextContent('The reports server is not answering.');
    await expect(within(alert).getByRole('button', { name: /Try again/ })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  },
};

/** Download CSV saves the steps, then each breakdown, as the tables show them. */
export const DownloadCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '16 enquiries' });
    const from = (canvas.getByLabelText('From') as HTMLInputElement).value;
    const to = (canvas.getByLabelText('To') as HTMLInputElement).value;
    const blobs: Blob[] = [];
    const createObjectUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:admissions-funnel';
    });
    const downloads: string[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(blobs).toHaveLength(1));
      await expect(downloads).toEqual([`admissions-funnel-${from}-to-${to}.csv`]);
      const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').split('\r\n');
      await expect(lines[0]).toBe(
        'Stage,Enquiries,From the stage before (%),Median days at the stage',
      );
      await expect(lines.slice(1, 6).map((line) => line.split(',').slice(0, 3))).toEqual([
        ['New', '16', '100'],
        ['Contacted', '9', '56.3'],
        ['Counselling booked', '6', '66.7'],
        ['Applied', '3', '50'],
        ['Admitted', '0', '0'],
      ]);
      await expect(lines[4]).toBe('Applied,3,50,');
      await expect(lines.slice(6, 9)).toEqual([
        '',
        'Source,Enquiries,Admitted,Admitted (%)',
        'STSE registration,12,0,0',
      ]);
      for (const header of ['School', 'Class', 'STSE tier']) {
        await expect(lines).toContain(`${header},Enquiries,Admitted,Admitted (%)`);
      }
      await expect(lines).toContain('"Delhi Public School, Noida",3,0,0');
      await expect(lines).toContain('Class 11,5,0,0');
    } finally {
      createObjectUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** On a 375 px phone the period, the bars and the tables fit (a table scrolls in its own box). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Funnel by stage' });
    await expect(window.innerWidth).toBe(375);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi on a phone: the heading, the total, the tables' captions and the breakdown tabs. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'एडमिशन फ़नल' })).toBeVisible();
    await canvas.findByRole('heading', { level: 2, name: '16 पूछताछ' });
    await expect(canvas.getByRole('table', { name: 'चरण के अनुसार फ़नल' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'स्रोत' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'स्रोत के अनुसार एडमिशन' })).toBeVisible();
    // The stages and sources the data names, in Hindi.
    const steps = canvas.getByRole('table', { name: 'चरण के अनुसार फ़नल' });
    await expect(within(steps).getByRole('cell', { name: 'नई' })).toBeVisible();
    const sources = canvas.getByRole('table', { name: 'स्रोत के अनुसार एडमिशन' });
    await expect(within(sources).getByRole('cell', { name: 'संपर्क फ़ॉर्म' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};
