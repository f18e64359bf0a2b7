import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { StudentMaterialsPage } from '@/features/materials';
import { storySessions, withData } from '../helpers/data-decorator';
import { withStudentPage } from '../helpers/student-page-decorator';
import { daysAgo, sampleSeed } from '../helpers/student-seeds';

const meta = {
  title: 'Materials/Student/Downloads',
  component: StudentMaterialsPage,
  decorators: [withStudentPage, withData({ session: storySessions.student })],
  parameters: { studentPage: 'materials' },
} satisfies Meta<typeof StudentMaterialsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rahul (class 12, Non-Medical) sees only the Physics formula sheet, marked New. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const card = await canvas.findByRole('region', { name: 'JEE Physics Formula Sheet' });
    await expect(within(card).getByText('New')).toBeVisible();
    await expect(within(card).getByText(/jee-physics-formula-sheet\.pdf/)).toBeVisible();
    await expect(
      within(card).getByRole('button', { name: 'Download JEE Physics Formula Sheet' }),
    ).toBeEnabled();
    // Public materials and other classes' or streams' materials are not listed.
    await expect(canvas.queryByText('STSE 2024 Sample Paper')).toBeNull();
    await expect(canvas.queryByText('NEET Biology Practice Set 1')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Materials for "Any" class or stream are included; only recent ones say New. */
export const AnyClassAndOlder: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        const sheet = seed.materials.find(
          (material) => material.id === 'material-physics-formulas',
        )!;
        return {
          ...seed,
          materials: [
            ...seed.materials,
            {
              ...sheet,
              id: 'material-any-old',
              title: 'Exam Day Guidelines',
              class: 'Any' as const,
              stream: 'Any' as const,
              uploadDate: daysAgo(45),
            },
          ],
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const older = await canvas.findByRole('region', { name: 'Exam Day Guidelines' });
    await expect(within(older).queryByText('New')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Download saves the stored PDF itself; the button comes back ready, with no error. */
export const Download: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Download JEE Physics Formula Sheet' }),
      );
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const file = saved.mock.calls[0]![0] as Blob;
      await expect(file.type).toBe('application/pdf');
      await expect(await file.text()).toMatch(/^%PDF-/);
    } finally {
      saved.mockRestore();
    }
    await expect(await canvas.findByRole('button', { name: /Download JEE/ })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The stored file is missing: the card says so instead of saving nothing. */
export const FileMissing: Story = {
  parameters: { data: { seed: { ...sampleSeed(), materialFiles: {} } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Download JEE Physics Formula Sheet' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'jee-physics-formula-sheet.pdf is missing',
    );
  },
};

export const Empty: Story = {
  parameters: {
    data: {
      seed: (() => {
        const seed = sampleSeed();
        return {
          ...seed,
          materials: seed.materials.filter((material) => material.visibility === 'Public'),
        };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No materials have been assigned to you yet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Download/ })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: {
    data: { failWith: { listMaterials: new Error('Stored data could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your materials could not be loaded');
    await expect(alert).toHaveTextContent('Stored data could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Download JEE Physics Formula Sheet' }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi on a 375px phone: the heading, the New badge and the Download button. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'डाउनलोड' })).toBeVisible();
    await expect(canvas.getByText(/कक्षा 12, Non-Medical के लिए पढ़ाई की सामग्री/)).toBeVisible();
    const card = within(await canvas.findByRole('region', { name: 'JEE Physics Formula Sheet' }));
    await expect(card.getByText('नया')).toBeVisible();
    await expect(card.getByText(/को जोड़ा गया/)).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'JEE Physics Formula Sheet डाउनलोड करें' }),
    ).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi, nothing for the student's class yet. */
export const EmptyInHindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: { ...sampleSeed(), materials: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('अभी आपके लिए कोई सामग्री नहीं दी गई है।')).toBeVisible();
  },
};
