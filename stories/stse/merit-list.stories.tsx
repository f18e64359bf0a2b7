import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { Candidate } from '@/data';
import { StseManagementPage } from '@/features/stse';
import { storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { columnTexts, manyCandidates, rowWith, sample, stseRoute } from './stse-story-data';

const [KOTA, JAIPUR] = sample.settings.stse.examCenters as [string, string, string];

/** Class 10: 92 (Kota), 92 (Jaipur), 81 (Kota), 40 (Jaipur), one Absent (Kota), one admitted. */
function classTenResults(): Candidate[] {
  const results: Record<string, Partial<Candidate>> = {
    STSE0001: { marks: 92, scholarship: '100% Scholarship', examCenter: KOTA },
    STSE0002: { marks: 92, scholarship: '100% Scholarship', examCenter: JAIPUR },
    STSE0003: { marks: 81, scholarship: '50% Scholarship', examCenter: KOTA },
    STSE0004: { marks: 40, scholarship: 'None', examCenter: JAIPUR },
    STSE0005: { absent: true, scholarship: 'None', examCenter: KOTA },
  };
  return sample.stseCandidates.map((candidate) => {
    const result = results[candidate.rollNo];
    if (!result)
      return candidate.currentClass === 10 ? { ...candidate, currentClass: 9 } : candidate;
    const { marks: _marks, scholarship: _scholarship, ...rest } = candidate;
    return { ...rest, currentClass: 10, ...result };
  });
}

const TABLE = 'Merit list, class 10';

const meta = {
  title: 'STSE/Admin/Merit List',
  component: StseManagementPage,
  decorators: [withRouter, withData()],
  parameters: {
    route: { ...stseRoute, initialEntry: '/admin/stse-management/merit-list' },
    data: { seed: { ...sample, stseCandidates: classTenResults() }, session: storySessions.admin },
  },
} satisfies Meta<typeof StseManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ranked within the class: ties share a rank, the next skips, Absent last without one. */
export const RankedClass: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, 0)).toEqual(['1', '1', '3', '4', 'Absent']),
    );
    await expect(columnTexts(canvas, TABLE, 5)).toEqual([
      '100.00',
      '100.00',
      '50.00',
      '25.00',
      '—',
    ]);
    await expect(canvas.getByText(/^4 appeared, 1 absent/)).toBeVisible();
    // Scholarship winners can be admitted; the others cannot.
    const aarav = rowWith(canvas, TABLE, 'STSE0001');
    await expect(within(aarav).getByRole('link', { name: /Admit .* as Student/ })).toHaveAttribute(
      'href',
      '/admin/student-management/add?candidate=candidate-01',
    );
    await expect(within(rowWith(canvas, TABLE, 'STSE0004')).queryByRole('link')).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'STSE 2024 Merit List · Class 10' }),
    ).toBeVisible();
  },
};

/** The centre filter hides rows but keeps the class ranks; sorting by marks turns the list round. */
export const FilterByCenterAndSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Exam center' }), JAIPUR);
    await waitFor(() => expect(columnTexts(canvas, TABLE, 1)).toEqual(['STSE0002', 'STSE0004']));
    await expect(columnTexts(canvas, TABLE, 0)).toEqual(['1', '4']);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: /Class 10 · Sankalp Institute – Jaipur Centre/,
      }),
    ).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Exam center' }), 'all');
    // Absent (no marks) stays last whichever way round.
    await userEvent.click(canvas.getByRole('button', { name: /^Marks/ }));
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, 4)).toEqual(['40', '81', '92', '92', 'Absent']),
    );
    await userEvent.click(canvas.getByRole('button', { name: /^Marks/ }));
    await waitFor(() =>
      expect(columnTexts(canvas, TABLE, 4)).toEqual(['92', '92', '81', '40', 'Absent']),
    );

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Class' }), '12');
    await expect(
      await canvas.findByRole('table', { name: 'Merit list, class 12' }),
    ).toHaveTextContent('No results entered for class 12 yet.');
  },
};

/** An admitted candidate links to their student record instead. */
export const Admitted: Story = {
  parameters: {
    data: {
      seed: {
        ...sample,
        stseCandidates: classTenResults().map((candidate) =>
          candidate.rollNo === 'STSE0003'
            ? {
                ...candidate,
                admission: {
                  studentId: 'student-rahul-sharma',
                  studentRollNo: 'SANK26100009',
                  admittedAt: new Date().toISOString(),
                },
              }
            : candidate,
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    const row = rowWith(canvas, TABLE, 'STSE0003');
    await expect(within(row).getByRole('link', { name: 'Admitted: SANK26100009' })).toHaveAttribute(
      'href',
      '/admin/student-management/student-rahul-sharma',
    );
    await expect(within(row).queryByRole('link', { name: /Admit .* as Student/ })).toBeNull();
  },
};

/** Export CSV downloads the rows shown, as the merit list's CSV (formula-safe, see the unit test). */
export const ExportCsv: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:merit-list';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Exam center' }), KOTA);
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
      await expect(blobs).toHaveLength(1);
      // UTF-8 with a byte order mark, so spreadsheets read names and ₹ correctly.
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = (await blobs[0]!.text()).split('\r\n');
      await expect(lines[0]).toBe(
        'Rank,Roll No,Name,Class,School,Exam Center,Marks,Maximum Marks,Percentile,Scholarship',
      );
      await expect(lines.slice(1, -1).map((line) => line.split(',')[1])).toEqual([
        'STSE0001',
        'STSE0003',
        'STSE0005',
      ]);
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/**
 * Print puts the whole list of the class (or centre) on paper, not the page on screen: every row
 * is read for the print dialog, then the printed table goes.
 */
export const PrintWholeList: Story = {
  parameters: {
    data: {
      seed: {
        ...sample,
        stseCandidates: manyCandidates(250).map((candidate, index) => ({
          ...candidate,
          currentClass: 10 as const,
          marks: index % 100,
          scholarship: 'None',
        })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–100 of 250')).toBeVisible();
    // The printed table shows on paper only, so it is found by its caption, not by role.
    const printedTable = () =>
      [...canvasElement.querySelectorAll('table')].find(
        (table) => table.caption?.textContent === 'Merit list, class 10, for printing',
      );
    const printedRows: number[] = [];
    const print = spyOn(window, 'print').mockImplementation(() => {
      printedRows.push(printedTable()?.tBodies[0]?.rows.length ?? 0);
    });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Print Merit List' }));
      await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
      await expect(printedRows).toEqual([250]);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(printedTable()).toBeUndefined());
      await expect(canvas.getByRole('button', { name: 'Print Merit List' })).toBeEnabled();
    } finally {
      print.mockRestore();
    }
  },
};

/** A Counsellor sees the merit list but does not admit students: no Admit as Student. */
export const CounsellorCannotAdmit: Story = {
  parameters: { data: { session: storySessions.counsellor } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: TABLE });
    await waitFor(() => expect(columnTexts(canvas, TABLE, 0)).toHaveLength(5));
    await expect(canvas.queryByRole('link', { name: /Admit .* as Student/ })).toBeNull();
  },
};

/** In Hindi: the heading, the summary, the column names, the data's Absent/None and the buttons. */
export const Hindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = 'मेरिट लिस्ट, कक्षा 10';
    await canvas.findByRole('table', { name: table });
    await waitFor(() =>
      expect(columnTexts(canvas, table, 0)).toEqual(['1', '1', '3', '4', 'गैरहाज़िर']),
    );
    await expect(
      canvas.getByRole('heading', { name: 'STSE 2024 मेरिट लिस्ट · कक्षा 10' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^4 ने परीक्षा दी, 1 गैरहाज़िर/)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /रैंक/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /अंक \(100 में से\)/ })).toBeVisible();
    await expect(columnTexts(canvas, table, 6)).toContain('कोई नहीं');
    await expect(
      within(rowWith(canvas, table, 'STSE0001')).getByRole('link', {
        name: /को छात्र के रूप में एडमिशन दें/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV एक्सपोर्ट करें' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'मेरिट लिस्ट प्रिंट करें' })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: 'परीक्षा केंद्र' })).toHaveTextContent('सभी केंद्र');
  },
};
