import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readAllPages } from '@/data';
import { BulkRegistrationPage } from '@/features/schools';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { withSchoolPage } from '../helpers/school-page-decorator';

const SCHOOL = { id: 'school-dps-noida', name: 'Delhi Public School, Noida' };

const meta = {
  title: 'Schools/School/Bulk Registration',
  component: BulkRegistrationPage,
  decorators: [withSchoolPage, withRouter, withData({ session: storySessions.school })],
  parameters: { route: { path: '/school/bulk-registration' } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof BulkRegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type RowValues = { name?: string; guardianName?: string; mobile?: string; email?: string };

const input = (canvas: Canvas, column: string, row: number) =>
  canvas.getByRole('textbox', { name: `${column}, row ${row}` });

async function fillRow(canvas: Canvas, row: number, values: RowValues, currentClass?: string) {
  const columns: Array<[keyof RowValues, string]> = [
    ['name', 'Name'],
    ['guardianName', 'Guardian Name'],
    ['mobile', 'Mobile'],
    ['email', 'Email'],
  ];
  for (const [key, column] of columns) {
    const value = values[key];
    if (value !== undefined) await userEvent.type(input(canvas, column, row), value);
  }
  if (currentClass) {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: `Class, row ${row}` }),
      currentClass,
    );
  }
}

async function pasteCsv(canvas: Canvas, text: string) {
  await userEvent.click(canvas.getByRole('textbox', { name: 'CSV rows' }));
  await userEvent.paste(text);
  await userEvent.click(canvas.getByRole('button', { name: 'Load Rows' }));
}

const rowCount = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: 'Student rows' })).getAllByRole('row').length - 1;

const schoolCandidates = async (context: Parameters<typeof storyRepository>[0]) =>
  readAllPages((page) =>
    storyRepository(context).queryCandidates({ schoolId: SCHOOL.id, ...page }),
  );

/** + Add Row adds a row and moves to it; Remove row N takes that row out and renumbers. */
export const AddAndRemoveRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' }),
    ).toBeVisible();
    await expect(rowCount(canvas)).toBe(1);
    // The only row cannot be removed.
    await expect(canvas.getByRole('button', { name: 'Remove row 1' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Class, row 1' })).toHaveValue('9');

    await userEvent.type(input(canvas, 'Name', 1), 'Asha Verma');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Row' }));
    await waitFor(() => expect(input(canvas, 'Name', 2)).toHaveFocus());
    await userEvent.keyboard('Ravi Kumar');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Row' }));
    await userEvent.keyboard('Sita Rao');
    await expect(rowCount(canvas)).toBe(3);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove row 2' }));
    await expect(rowCount(canvas)).toBe(2);
    await expect(input(canvas, 'Name', 1)).toHaveValue('Asha Verma');
    await expect(input(canvas, 'Name', 2)).toHaveValue('Sita Rao');
    await waitFor(() => expect(input(canvas, 'Name', 2)).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Remove row 3' })).toBeNull();
  },
};

/**
 * Two complete rows and one without an email: the two are registered under the school's name,
 * the third is skipped, said so, and stays in the table to be completed.
 */
export const RegisterWithSkippedRow: Story = {
  parameters: { data: { session: storySessions.school, latency: 100 } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await fillRow(canvas, 1, {
      name: 'Asha Verma',
      guardianName: 'Anil Verma',
      mobile: '9876543210',
      email: 'asha.verma@example.com',
    });
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Row' }));
    await fillRow(canvas, 2, { name: 'Ravi Kumar', mobile: '9811122233' }, '11');
    await userEvent.click(canvas.getByRole('button', { name: '+ Add Row' }));
    await fillRow(canvas, 3, { name: 'Imran Khan', email: 'imran.khan@example.com' }, '12');

    await userEvent.click(canvas.getByRole('button', { name: 'Register All' }));
    await expect(await canvas.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    await expect(await canvas.findByText('2 students registered successfully!')).toBeVisible();
    const skipped = canvas.getByText('1 row was skipped').closest('[role="status"]') as HTMLElement;
    await expect(skipped).toHaveTextContent('Row 2 (Ravi Kumar) has no email.');

    // The skipped row stays, with what was typed; the registered rows are gone.
    await expect(rowCount(canvas)).toBe(1);
    await expect(input(canvas, 'Name', 1)).toHaveValue('Ravi Kumar');
    await expect(input(canvas, 'Mobile', 1)).toHaveValue('9811122233');
    await expect(canvas.getByRole('combobox', { name: 'Class, row 1' })).toHaveValue('11');

    const stored = await schoolCandidates(context);
    await expect(stored).toHaveLength(5);
    const [imran, asha] = stored;
    await expect(asha).toMatchObject({
      rollNo: 'STSE0013',
      name: 'Asha Verma',
      schoolName: SCHOOL.name,
      schoolId: SCHOOL.id,
      currentClass: 9,
      guardianName: 'Anil Verma',
      mobile: '9876543210',
      email: 'asha.verma@example.com',
      dateOfBirth: '',
      whatsapp: '',
      pendingDetails: ['dateOfBirth', 'gender', 'address', 'city', 'state', 'pinCode', 'whatsapp'],
    });
    await expect(imran).toMatchObject({
      rollNo: 'STSE0014',
      name: 'Imran Khan',
      currentClass: 12,
      guardianName: '',
      mobile: '',
    });
    await expect(
      canvas.getByText(/STSE0013 \(Asha Verma\), STSE0014 \(Imran Khan\)/),
    ).toBeVisible();
  },
};

/** A mobile that is given must be 10 digits: the error shows beside it and nothing is saved. */
export const RowErrorForShortMobile: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await fillRow(canvas, 1, {
      name: 'Asha Verma',
      mobile: '987654321',
      email: 'asha.verma@example.com',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Register All' }));
    const mobile = input(canvas, 'Mobile', 1);
    await waitFor(() => expect(mobile).toHaveFocus());
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription('Mobile number must be exactly 10 digits.');
    await expect(mobile).toHaveValue('987654321');
    await expect(await schoolCandidates(context)).toHaveLength(3);
    await expect(canvas.queryByText(/registered successfully/)).toBeNull();
  },
};

/** Every filled row lacks a name or an email: nothing is registered and the rows say why. */
export const NothingToRegister: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await fillRow(canvas, 1, { email: 'no.name@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register All' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Nothing was registered');
    await expect(alert).toHaveTextContent('Row 1 (no.name@example.com) has no name.');
    await expect(await schoolCandidates(context)).toHaveLength(3);
  },
};

/** A refused write keeps every row as typed and says what happened. */
export const RegisterFails: Story = {
  parameters: {
    data: {
      session: storySessions.school,
      failWith: { addCandidates: new Error("The browser's storage for this site is full.") },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await fillRow(canvas, 1, { name: 'Asha Verma', email: 'asha.verma@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Register All' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("The browser's storage for this site is full.");
    await expect(input(canvas, 'Name', 1)).toHaveValue('Asha Verma');
    await expect(canvas.getByRole('button', { name: 'Register All' })).toBeEnabled();
  },
};

const CSV_HEADER = 'Name,Class,Guardian Name,Mobile,E-mail';

/** Pasted CSV with a bad row: nothing is loaded, the row is named with its error. */
export const CsvPasteWithErrors: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await pasteCsv(
      canvas,
      [
        CSV_HEADER,
        '"Verma, Asha",9,Anil Verma,9876543210,asha.verma@example.com',
        'Ravi Kumar,10th,,98111222,ravi.kumar@example.com',
        'Sita Rao,8,,,sita.rao@example.com',
      ].join('\r\n'),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('2 rows have errors, so nothing was loaded');
    await expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 3: Mobile number must be exactly 10 digits.',
      'Row 4: Choose a class from 9 to 12.',
    ]);
    // Nothing reached the table or the store.
    await expect(rowCount(canvas)).toBe(1);
    await expect(input(canvas, 'Name', 1)).toHaveValue('');
    await expect(await schoolCandidates(context)).toHaveLength(3);

    // The school may take the valid rows and add the others by hand.
    await userEvent.click(within(alert).getByRole('button', { name: 'Load Only the 1 Valid Row' }));
    await expect(await canvas.findByText(/1 row loaded into the table/)).toBeVisible();
    await expect(input(canvas, 'Name', 1)).toHaveValue('Verma, Asha');
    await expect(canvas.getByText('Row 3: Mobile number must be exactly 10 digits.')).toBeVisible();
  },
};

/** A valid CSV fills the table for review; Register All then registers every row. */
export const CsvValidLoadsRows: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await fillRow(canvas, 1, { name: 'Typed First', email: 'typed.first@example.com' });
    await pasteCsv(
      canvas,
      [
        CSV_HEADER,
        'Asha Verma,IX,Anil Verma,9876543210,asha.verma@example.com',
        'Ravi Kumar,Class 11,,,ravi.kumar@example.com',
        '',
      ].join('\n'),
    );
    await expect(await canvas.findByText(/2 rows loaded into the table/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'CSV rows' })).toHaveValue('');
    // Rows already typed are kept; the CSV's rows follow them.
    await expect(rowCount(canvas)).toBe(3);
    await expect(input(canvas, 'Name', 1)).toHaveValue('Typed First');
    await expect(input(canvas, 'Name', 2)).toHaveValue('Asha Verma');
    await expect(input(canvas, 'Guardian Name', 2)).toHaveValue('Anil Verma');
    await expect(canvas.getByRole('combobox', { name: 'Class, row 3' })).toHaveValue('11');
    await expect(input(canvas, 'Email', 3)).toHaveValue('ravi.kumar@example.com');

    await userEvent.click(canvas.getByRole('button', { name: 'Register All' }));
    await expect(await canvas.findByText('3 students registered successfully!')).toBeVisible();
    await expect(await schoolCandidates(context)).toHaveLength(6);
  },
};

/** A chosen file is read into the text box, where it can be checked before loading. */
export const CsvFileUpload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    const file = new File(
      ['\uFEFFname,class,guardianName,mobile,email\r\nMeera Iyer,12,,,meera.iyer@example.com\r\n'],
      'students.csv',
      { type: 'text/csv' },
    );
    await userEvent.upload(canvas.getByLabelText('CSV file'), file);
    const text = canvas.getByRole('textbox', { name: 'CSV rows' });
    await waitFor(() => expect((text as HTMLTextAreaElement).value).toContain('Meera Iyer,12'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load Rows' }));
    await expect(await canvas.findByText(/1 row loaded into the table/)).toBeVisible();
    await expect(input(canvas, 'Name', 1)).toHaveValue('Meera Iyer');
    await expect(canvas.getByRole('combobox', { name: 'Class, row 1' })).toHaveValue('12');
  },
};

/** A CSV whose header lacks a needed column is refused as a whole. */
export const CsvMissingColumn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Bulk Registration' });
    await pasteCsv(canvas, 'name,mobile\nAsha Verma,9876543210');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The CSV could not be read');
    await expect(alert).toHaveTextContent('Missing: class, email.');
  },
};

/** At 320px the row table scrolls inside its own box; the page itself never scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Student rows' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Register All' })).toBeVisible();
  },
};

/** In Hindi: the row labels, buttons, a skipped row's sentence and the count of registrations. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'बल्क रजिस्ट्रेशन' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.type(canvas.getByRole('textbox', { name: 'नाम, पंक्ति 1' }), 'Asha Verma');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'ईमेल, पंक्ति 1' }),
      'asha.verma@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: '+ पंक्ति जोड़ें' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'नाम, पंक्ति 2' }), 'Ravi Kumar');
    await expect(canvas.getByRole('button', { name: 'पंक्ति 2 हटाएँ' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'सभी का रजिस्ट्रेशन करें' }));
    await expect(await canvas.findByText('1 छात्र का रजिस्ट्रेशन हो गया!')).toBeVisible();
    const skipped = canvas.getByText('1 पंक्ति छोड़ दी गई').closest('[role="status"]');
    await expect(skipped).toHaveTextContent('पंक्ति 2 (Ravi Kumar) में ईमेल नहीं है।');
  },
};

/** In Hindi: a CSV with a bad row is refused, said in Hindi, with the offer to load the rest. */
export const CsvErrorsInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: 'CSV पंक्तियाँ' }));
    await userEvent.paste(
      'name,class,email\nAsha Verma,9,asha@example.com\nRavi Kumar,9,ravi@example.com\nNo Class,15,x@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'पंक्तियाँ लोड करें' }));
    await expect(await canvas.findByText('1 पंक्ति में गलती है, इसलिए कुछ भी लोड नहीं हुआ')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'केवल 2 सही पंक्तियाँ लोड करें' }));
    await expect(await canvas.findByText(/2 पंक्तियाँ तालिका में आ गईं/)).toBeVisible();
  },
};

/** In Hindi: a CSV without a needed column, and a row's own error, are said in Hindi. */
export const CsvRefusalsInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByRole('textbox', { name: 'CSV पंक्तियाँ' });
    await userEvent.click(text);
    await userEvent.paste('name,mobile\nAsha Verma,9876543210');
    await userEvent.click(canvas.getByRole('button', { name: 'पंक्तियाँ लोड करें' }));
    const unreadable = (await canvas.findByText('CSV पढ़ी नहीं जा सकी')).closest('[role="alert"]');
    await expect(unreadable).toHaveTextContent(
      'पहली पंक्ति में कॉलम के नाम name,class,guardianName,mobile,email होने चाहिए। ये नहीं हैं: class, email।',
    );

    await userEvent.clear(text);
    await userEvent.paste('name,class,mobile,email\nAsha Verma,9,12345,asha@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'पंक्तियाँ लोड करें' }));
    await expect(
      await canvas.findByText('पंक्ति 2: मोबाइल नंबर ठीक 10 अंकों का होना चाहिए।'),
    ).toBeVisible();
  },
};
