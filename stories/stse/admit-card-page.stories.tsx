import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { DEFAULT_SETTINGS, TooManyTriesError, createSeedData } from '@/data';
import { AdmitCardPage } from '@/features/stse';
import { withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'STSE/Public/Admit Card',
  component: AdmitCardPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/stse-admit-card' } },
} satisfies Meta<typeof AdmitCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const notFoundMessage =
  'Roll number and date of birth not found, or exam center not assigned yet. Please check both, or try again later.';

const sample = createSeedData(new Date());

/** The sample candidate's date of birth, as the person looking up types it. */
const bornOf = (rollNo: string) =>
  sample.stseCandidates.find((candidate) => candidate.rollNo === rollNo.toUpperCase())
    ?.dateOfBirth ?? '2010-01-01';

async function lookUp(canvas: Canvas, rollNo: string, dateOfBirth = bornOf(rollNo)) {
  // The form loads just after the page paints.
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), rollNo);
  await userEvent.type(canvas.getByLabelText('Date of Birth'), dateOfBirth);
  await userEvent.click(canvas.getByRole('button', { name: 'Get Admit Card' }));
}

function cardFacts(card: HTMLElement) {
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

/** A candidate with a centre gets the card: details, class with "th", photo box, signatures. */
export const Found: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    return () => print.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'stse0001');
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    await expect(cardFacts(card)).toEqual({
      'Roll Number': 'STSE0001',
      'Candidate Name': 'Aarav Gupta',
      'Guardian Name': 'Rajesh Gupta',
      Class: '10th',
      'Exam Center': 'Sankalp Institute – Kota Main Campus',
    });
    await expect(within(card).getByText('Affix a recent passport-size photograph')).toBeVisible();
    await expect(within(card).getByText('Signature of Student')).toBeVisible();
    await expect(within(card).getByText('Signature of Authority')).toBeVisible();

    // Printing prints the card alone: it is the print root, the page's controls are hidden.
    await expect(card.closest('[data-print-only-root]')).not.toBeNull();
    const printButton = canvas.getByRole('button', { name: 'Print Admit Card' });
    await expect(printButton.closest('[data-print-hide]')).not.toBeNull();
    await expect(
      canvas.getByRole('form', { name: 'Admit card lookup' }).closest('[data-print-hide]'),
    ).not.toBeNull();
    await userEvent.click(printButton);
    await expect(window.print).toHaveBeenCalledTimes(1);
  },
};

/** The heading's year comes from the STSE settings. */
export const ExamYearFromSettings: Story = {
  parameters: {
    data: {
      seed: {
        stseCandidates: sample.stseCandidates,
        settings: { stse: { ...DEFAULT_SETTINGS.stse, examYear: 2025 } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0002');
    const card = await canvas.findByRole('article', { name: 'STSE 2025' });
    await expect(cardFacts(card)).toMatchObject({ 'Candidate Name': 'Ananya Singh', Class: '9th' });
  },
};

/** Registered, but no exam centre yet: no card, the spec's message. */
export const NoCentreYet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0007');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFoundMessage);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Print Admit Card' })).toBeNull();
  },
};

/** An unknown roll number: the same message. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE9999');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFoundMessage);
  },
};

/** A real roll number with another date of birth: the same message, and no card. */
export const WrongDateOfBirth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001', '2010-03-13');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(notFoundMessage);
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByText('Aarav Gupta')).toBeNull();
  },
};

/** The server counted too many tries from this network: say how long to wait. */
export const TooManyTries: Story = {
  parameters: {
    data: {
      failWith: {
        lookupAdmitCard: new TooManyTriesError(
          'Too many tries from your network. Wait 3 minutes and try again.',
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    const refusal = await canvas.findByRole('alert');
    await expect(refusal).toHaveTextContent(
      'Too many tries from your network. Wait 3 minutes and try again.',
    );
    await expect(refusal).not.toHaveTextContent('Something went wrong');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** While the lookup runs the button reads "Searching...". */
export const Searching: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    await expect(await canvas.findByRole('button', { name: 'Searching...' })).toBeDisabled();
  },
};

/** The lookup failed: say so with the reason, and offer no card. */
export const LookupFails: Story = {
  parameters: {
    data: {
      failWith: { lookupAdmitCard: new Error('The saved settings could not be read.') },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0001');
    const failure = await canvas.findByRole('alert');
    await expect(failure).toHaveTextContent('Something went wrong. Please try again.');
    await expect(failure).toHaveTextContent('The saved settings could not be read.');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** At 320px the card's rows stack and the photo box moves above the details. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'STSE0004');
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    await expect(cardFacts(card)).toMatchObject({ Class: '12th', 'Exam Center': 'Online' });
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/**
 * The printed card carries a QR code of its verification address (this page with the roll number
 * filled in), drawn in the browser, named by that address for screen readers.
 */
export const QrCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lookUp(canvas, 'stse0001');
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    const address = `${window.location.origin}/stse-admit-card?rollNo=STSE0001`;
    const qr = await within(card).findByRole('img', {
      name: `QR code of the verification address ${address}`,
    });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    // Drawn: a white square and a path of dark modules.
    await expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    await expect(within(card).getByText('Scan to verify this card')).toBeVisible();
  },
};

/**
 * Opened from a QR code (?rollNo=…), the page fills the roll number and asks for the date of
 * birth (the card shows nothing by its number alone); with it, the card.
 */
export const OpenedFromQrCode: Story = {
  parameters: {
    route: { path: '/stse-admit-card', initialEntry: '/stse-admit-card?rollNo=STSE0002' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Roll Number' })).toHaveValue(
      'STSE0002',
    );
    await expect(canvas.queryByRole('article')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Date of Birth'), bornOf('STSE0002'));
    await userEvent.click(canvas.getByRole('button', { name: 'Get Admit Card' }));
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    await expect(cardFacts(card)).toMatchObject({
      'Roll Number': 'STSE0002',
      'Candidate Name': 'Ananya Singh',
    });
  },
};

/**
 * In Hindi: the lookup's labels and button, then the card's printed labels, the class as "10वीं",
 * the photo box, the instructions and the signature lines; at 375px nothing scrolls sideways.
 */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('STSE Admit Card');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'stse0001');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), bornOf('STSE0001'));
    await userEvent.click(canvas.getByRole('button', { name: 'Admit Card पाएँ' }));
    const card = await canvas.findByRole('article', { name: 'STSE 2024' });
    await expect(cardFacts(card)).toEqual({
      'Roll Number': 'STSE0001',
      'परीक्षार्थी का नाम': 'Aarav Gupta',
      'अभिभावक का नाम': 'Rajesh Gupta',
      कक्षा: '10वीं',
      'परीक्षा केंद्र': 'Sankalp Institute – Kota Main Campus',
    });
    await expect(within(card).getByText('हाल की पासपोर्ट साइज़ फ़ोटो चिपकाएँ')).toBeVisible();
    await expect(within(card).getByText('परीक्षा शुरू होने से 30 मिनट पहले केंद्र पर पहुँचें।')).toBeVisible();
    await expect(within(card).getByText('विद्यार्थी के हस्ताक्षर')).toBeVisible();
    await expect(within(card).getByText('इस कार्ड की जाँच के लिए स्कैन करें')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Admit Card प्रिंट करें' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi, a lookup that finds no card says so in Hindi. */
export const NotFoundInHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Roll Number' }), 'STSE9999');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), '2010-01-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Admit Card पाएँ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Roll Number और जन्म तिथि नहीं मिली, या परीक्षा केंद्र अभी तय नहीं हुआ।',
    );
  },
};
