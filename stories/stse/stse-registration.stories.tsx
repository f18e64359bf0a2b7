import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StorageWriteError, TooManyTriesError } from '@/data';
import { StseRegistrationPage } from '@/features/stse';
import { storyRepository, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'STSE/Public/Registration',
  component: StseRegistrationPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/stse' } },
} satisfies Meta<typeof StseRegistrationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The form loads just after the page paints: each story starts once it is there. */
const formLoaded = (canvas: Canvas) => canvas.findByRole('form', { name: 'STSE registration' });
const input = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { selector: 'input, select, textarea' });

const registration = {
  'Student name': 'Nikhil Saxena',
  'School name': 'Delhi Public School, Noida',
  'Date of birth': '2009-06-18',
  'Guardian name': 'Pankaj Saxena',
  'Mobile number': '9812345678',
  'WhatsApp number': '9812345678',
  Email: 'nikhil.saxena@example.com',
  Address: 'H-12, Sector 40',
  City: 'Noida',
  State: 'Uttar Pradesh',
  'Pin code': '201303',
};

async function fillRegistration(canvas: Canvas) {
  for (const [label, value] of Object.entries(registration)) {
    await userEvent.type(input(canvas, label), value);
  }
  await userEvent.selectOptions(input(canvas, 'Class'), '11');
  await userEvent.selectOptions(input(canvas, 'Gender'), 'Male');
}

/** The exam is free; class 9 and Male are chosen; links lead to the admit card and results. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByText(/The STSE is/)).toHaveTextContent('The STSE is free');
    await expect(canvas.getByRole('link', { name: 'Download Admit Card' })).toHaveAttribute(
      'href',
      '/stse-admit-card',
    );
    await expect(canvas.getByRole('link', { name: 'Check Results' })).toHaveAttribute(
      'href',
      '/results',
    );
    await expect(input(canvas, 'Class')).toHaveValue('9');
    await expect(
      within(input(canvas, 'Class'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Class 9', 'Class 10', 'Class 11', 'Class 12']);
    await expect(input(canvas, 'Gender')).toHaveValue('Male');
    await expect(input(canvas, 'Date of birth')).toHaveAttribute('type', 'date');
    await expect(input(canvas, 'Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** Pin code stops at 6 characters, mobile and WhatsApp at 10; all bring up the number pad. */
export const LengthLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await userEvent.type(input(canvas, 'Pin code'), '20130399');
    await expect(input(canvas, 'Pin code')).toHaveValue('201303');
    // user-event ignores maxlength on type="tel" (the browser does not; the e2e journey types
    // 12 digits there), so the limit itself is what is checked here.
    await expect(input(canvas, 'Mobile number')).toHaveAttribute('maxlength', '10');
    await expect(input(canvas, 'WhatsApp number')).toHaveAttribute('maxlength', '10');
    for (const label of ['Pin code', 'Mobile number', 'WhatsApp number']) {
      await expect(input(canvas, label)).toHaveAttribute('inputmode', 'numeric');
    }
  },
};

/** Every field is required: an empty submit names each one and focuses the first. */
export const ValidationError: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(input(canvas, 'Student name')).toHaveFocus());
    await expect(input(canvas, 'Student name')).toHaveAccessibleDescription('Name is required.');
    await expect(input(canvas, 'Date of birth')).toHaveAccessibleDescription(
      'Date of birth is required.',
    );
    await expect(input(canvas, 'Pin code')).toHaveAccessibleDescription(
      '6 digits. Pin code is required.',
    );
    await userEvent.type(input(canvas, 'Email'), 'nikhil@');
    await userEvent.type(input(canvas, 'Mobile number'), '98123');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(input(canvas, 'Email')).toHaveAccessibleDescription('Enter a valid email address.'),
    );
    await expect(input(canvas, 'Mobile number')).toHaveAccessibleDescription(
      '10 digits, without +91. Mobile number must be exactly 10 digits.',
    );
    // Nothing was stored.
    await expect(
      (await storyRepository(context).queryCandidates({ page: 1, pageSize: 1 })).total,
    ).toBe(12);
  },
};

/**
 * Text over its limit is refused beside its field, naming the limit, and stays as typed: nothing
 * is cut short and nothing is stored.
 */
export const TooLong: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await fillRegistration(canvas);
    const longName = `Nikhil ${'S'.repeat(94)}`;
    await userEvent.clear(input(canvas, 'Student name'));
    await userEvent.click(input(canvas, 'Student name'));
    await userEvent.paste(longName);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(input(canvas, 'Student name')).toHaveFocus());
    await expect(input(canvas, 'Student name')).toHaveAccessibleDescription(
      'Name can be at most 100 characters.',
    );
    await expect(input(canvas, 'Student name')).toHaveValue(longName);
    await expect(
      (await storyRepository(context).queryCandidates({ page: 1, pageSize: 1 })).total,
    ).toBe(12);
  },
};

/** While the registration is saved the button reads "Submitting..." and cannot be pressed. */
export const Submitting: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  },
};

/** Success: the spec's message, the new roll number, the candidate stored, the form reset. */
export const Success: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await formLoaded(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const success = await canvas.findByRole('status');
    await expect(success).toHaveTextContent(
      'Registration successful! Your details have been submitted.',
    );
    await expect(success).toHaveTextContent('Your roll number is STSE0013.');
    const stored = await storyRepository(context).findCandidateByRollNo('STSE0013');
    await expect(stored).toMatchObject({
      name: 'Nikhil Saxena',
      currentClass: 11,
      pinCode: '201303',
      pendingDetails: [],
      // The form was filled in English: the candidate's messages go in English.
      language: 'en',
    });
    await expect(input(canvas, 'Student name')).toHaveValue('');
    await expect(input(canvas, 'Pin code')).toHaveValue('');
    await expect(input(canvas, 'Class')).toHaveValue('9');
    await expect(input(canvas, 'Gender')).toHaveValue('Male');
  },
};

/** Failure: the spec's message with the reason, and everything typed is still there. */
export const Failure: Story = {
  parameters: { data: { failWith: { addCandidate: new StorageWriteError('quota') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Something went wrong. Please try again.');
    await expect(failure).toHaveTextContent("The browser's storage for this site is full");
    await expect(input(canvas, 'Student name')).toHaveValue('Nikhil Saxena');
    await expect(input(canvas, 'Class')).toHaveValue('11');
    await expect(input(canvas, 'Pin code')).toHaveValue('201303');
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeEnabled();
  },
};

/** Too many registrations from this network (server mode): how long to wait; nothing is lost. */
export const TooManyTries: Story = {
  parameters: {
    data: {
      failWith: {
        addCandidate: new TooManyTriesError(
          'Too many tries from your network. Wait 12 minutes and try again.',
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await fillRegistration(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(
      'Too many tries from your network. Wait 12 minutes and try again. Your details are still in the form.',
    );
    await expect(refusal).not.toHaveTextContent('Something went wrong');
    await expect(input(canvas, 'Student name')).toHaveValue('Nikhil Saxena');
  },
};

/** At 320px the fields stack in one column and nothing scrolls sideways. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    const name = input(canvas, 'Student name').getBoundingClientRect();
    const school = input(canvas, 'School name').getBoundingClientRect();
    await expect(school.top).toBeGreaterThan(name.bottom);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/**
 * In Hindi: the page, the form's labels and hints, the class and gender lists (their values stay
 * English) and the success message with the Roll Number; at 375px nothing scrolls sideways.
 */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('form', { name: 'STSE रजिस्ट्रेशन' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'संकल्प टैलेंट सर्च एग्ज़ाम (STSE)',
    );
    await expect(canvas.getByText(/STSE कक्षा 9 से 12/)).toHaveTextContent('मुफ़्त');
    await expect(canvas.getByRole('link', { name: 'Admit Card डाउनलोड करें' })).toHaveAttribute(
      'href',
      '/stse-admit-card',
    );
    await expect(canvas.getByRole('heading', { name: 'रजिस्ट्रेशन फ़ॉर्म' })).toBeVisible();
    await expect(
      within(input(canvas, 'कक्षा'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['कक्षा 9', 'कक्षा 10', 'कक्षा 11', 'कक्षा 12']);
    await expect(
      within(input(canvas, 'लिंग'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['लड़का', 'लड़की', 'अन्य']);
    await expect(input(canvas, 'लिंग')).toHaveValue('Male');
    await expect(canvas.getAllByText('10 अंक, +91 के बिना।')).toHaveLength(2);
    await expect(fitsScreenWidth()).toBe(true);

    const hindiLabels: Record<string, string> = {
      'Student name': 'छात्र का नाम',
      'School name': 'स्कूल का नाम',
      'Date of birth': 'जन्म तिथि',
      'Guardian name': 'अभिभावक का नाम',
      'Mobile number': 'मोबाइल नंबर',
      'WhatsApp number': 'WhatsApp नंबर',
      Email: 'ईमेल',
      Address: 'पता',
      City: 'शहर',
      State: 'राज्य',
      'Pin code': 'पिन कोड',
    };
    for (const [label, value] of Object.entries(registration)) {
      await userEvent.type(input(canvas, hindiLabels[label]!), value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'रजिस्टर करें' }));
    const success = await canvas.findByRole('status');
    await expect(success).toHaveTextContent('रजिस्ट्रेशन हो गया! आपकी जानकारी जमा हो गई है।');
    await expect(success).toHaveTextContent('आपका Roll Number STSE0013 है।');
    // Filled in Hindi: the confirmation and every later message go in Hindi.
    await expect(await storyRepository(context).findCandidateByRollNo('STSE0013')).toMatchObject({
      language: 'hi',
    });
  },
};
