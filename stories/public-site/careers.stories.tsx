import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CareersPage, instituteContact } from '@/features/public-site';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Public Site/Careers',
  component: CareersPage,
  decorators: [withPublicSite, withRouter],
  parameters: { layout: 'fullscreen', route: { path: '/careers' } },
} satisfies Meta<typeof CareersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The form loads just after the page paints: each story starts once it is there. */
const formLoaded = (canvas: Canvas) => canvas.findByRole('form', { name: 'Job application' });
const field = (canvas: Canvas, label: string) =>
  canvas.getByLabelText(label, { selector: 'input, select' });
const pdf = new File(['%PDF-1.4 resume'], 'rohit-bansal-cv.pdf', { type: 'application/pdf' });

async function fillApplication(canvas: Canvas) {
  await userEvent.type(field(canvas, 'Full name'), 'Rohit Bansal');
  await userEvent.type(field(canvas, 'Email'), 'rohit@example.com');
  await userEvent.type(field(canvas, 'Phone'), '9876543210');
  await userEvent.selectOptions(field(canvas, 'Position'), 'Physics Faculty');
  await userEvent.upload(field(canvas, 'Resume'), pdf);
}

/** Full name, e-mail, a 10-digit phone, a position and a PDF or Word resume. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(field(canvas, 'Phone')).toHaveAttribute('maxlength', '10');
    await expect(field(canvas, 'Phone')).toHaveAttribute('inputmode', 'numeric');
    await expect(field(canvas, 'Resume')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await expect(
      within(field(canvas, 'Position'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a position',
      'Physics Faculty',
      'Chemistry Faculty',
      'Mathematics Faculty',
      'Biology Faculty',
      'Academic Counsellor',
      'Front Office Executive',
    ]);
  },
};

/** An empty submit names every missing field and focuses the first. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(field(canvas, 'Full name')).toHaveFocus());
    await expect(field(canvas, 'Full name')).toHaveAccessibleDescription('Full name is required.');
    await expect(field(canvas, 'Email')).toHaveAccessibleDescription('Email is required.');
    await expect(field(canvas, 'Phone')).toHaveAccessibleDescription(
      '10 digits, without +91. Phone number is required.',
    );
    await expect(field(canvas, 'Position')).toHaveAccessibleDescription('Choose a position.');
    await expect(field(canvas, 'Resume')).toHaveAccessibleDescription(
      'PDF or Word (.pdf, .doc or .docx), up to 5 MB. Attach your resume (PDF or Word).',
    );
  },
};

/** A picture instead of a resume is refused on the spot; a short phone number is named. */
export const WrongResumeType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    // applyAccept off: the check must hold even when the picker's filter is bypassed.
    await userEvent
      .setup({ applyAccept: false })
      .upload(field(canvas, 'Resume'), new File(['png'], 'photo.png', { type: 'image/png' }));
    await expect(
      await canvas.findByText('Choose a PDF or Word file (.pdf, .doc or .docx).'),
    ).toBeVisible();
    await userEvent.type(field(canvas, 'Phone'), '98765');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await expect(await canvas.findByText('Phone number must be exactly 10 digits.')).toBeVisible();
    await expect(canvas.queryByText('We have not sent your application')).toBeNull();
  },
};

/** A valid application says plainly it was not sent and where to e-mail the CV instead. */
export const NotSentNotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await fillApplication(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    const notice = await canvas.findByRole('status');
    await expect(notice).toHaveTextContent('We have not sent your application');
    await expect(notice).toHaveTextContent(
      `This demo site has no careers service. Please e-mail your CV to ${instituteContact.careersEmail}`,
    );
    await expect(notice).toHaveTextContent('rohit-bansal-cv.pdf');
    const href =
      within(notice)
        .getByRole('link', { name: 'Open this application in your e-mail app' })
        .getAttribute('href') ?? '';
    const query = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    await expect(query.get('subject')).toBe('Application for Physics Faculty: Rohit Bansal');
    await expect(query.get('body')).toContain('Phone: 9876543210');
    // Nothing typed is lost.
    await expect(field(canvas, 'Full name')).toHaveValue('Rohit Bansal');
  },
};

/** At 320px the form fits the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await formLoaded(canvas);
    await expect(canvas.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    await expect(fitsScreenWidth()).toBe(true);
  },
};
