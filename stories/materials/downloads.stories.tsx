import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createSeedData } from '@/data';
import { DownloadsPage } from '@/features/materials';
import { withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import { fitsScreenWidth, withPublicSite } from '../helpers/public-site-decorator';

const meta = {
  title: 'Materials/Public/Downloads',
  component: DownloadsPage,
  decorators: [withPublicSite, withRouter, withData()],
  parameters: { layout: 'fullscreen', route: { path: '/downloads' } },
} satisfies Meta<typeof DownloadsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('main'));

/** Only Public materials, newest first, each with its file name and a Download button. */
export const Full: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const brochure = await page.findByRole('region', {
      name: 'Programs & Courses Brochure 2024-25',
    });
    await expect(within(brochure).getByText(/sankalp-brochure-2024-25\.pdf/)).toBeVisible();
    await expect(
      page.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Programs & Courses Brochure 2024-25', 'STSE 2024 Sample Paper']);
    // Student-only materials are never offered here.
    await expect(page.queryByText('JEE Physics Formula Sheet')).toBeNull();
    await expect(
      page.getByRole('button', { name: 'Download STSE 2024 Sample Paper' }),
    ).toBeEnabled();
  },
};

/** Download saves the stored PDF itself, under the material's file name. */
export const Download: Story = {
  beforeEach: () => {
    // Stop the real save; the link's file name and bytes are what matter.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const createUrl = spyOn(URL, 'createObjectURL');
    return () => {
      click.mockRestore();
      createUrl.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Download STSE 2024 Sample Paper' }),
    );
    const click = mocked(HTMLAnchorElement.prototype.click);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    await expect(link.download).toBe('stse-2024-sample-paper.pdf');
    const saved = mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    const text = await saved.text();
    await expect(text.startsWith('%PDF-')).toBe(true);
    await expect(text).toContain('STSE 2024 Sample Paper');
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** While the list loads, grey lines stand in for it. */
export const Loading: Story = {
  parameters: { data: { latency: 'never' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent('Loading materials…');
  },
};

/** No public material yet: the spec's message. */
export const Empty: Story = {
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(
        'No public materials available at the moment. Please check back later.',
      ),
    ).toBeVisible();
  },
};

/** The list could not be read: the reason and a Try again button. */
export const LoadFails: Story = {
  parameters: {
    data: { failWith: { listMaterials: new Error('The saved materials could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const failure = await page.findByRole('alert');
    await expect(failure).toHaveTextContent('The materials could not be loaded.');
    await expect(failure).toHaveTextContent('The saved materials could not be read.');
    await expect(within(failure).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A material whose file is gone says so beside its button instead of saving nothing. */
export const MissingFile: Story = {
  parameters: { data: { seed: { materials: createSeedData(new Date()).materials } } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const button = await page.findByRole('button', { name: 'Download STSE 2024 Sample Paper' });
    await userEvent.click(button);
    const problem = await page.findByRole('alert');
    await expect(problem).toHaveTextContent(
      'The file stse-2024-sample-paper.pdf is missing, so it cannot be downloaded. Please contact the institute.',
    );
    await expect(button).toHaveAccessibleDescription(problem.textContent ?? '');
    await expect(button).toBeEnabled();
  },
};

/** Reading the file failed: the reason shows and the button can be tried again. */
export const DownloadFails: Story = {
  parameters: {
    data: { failWith: { getMaterialFile: new Error('The stored file could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Download STSE 2024 Sample Paper' }),
    );
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'The stored file could not be read.',
    );
  },
};

/** At 320px the cards stack and fit the screen. */
export const SmallScreen: Story = {
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await main(canvasElement).findByRole('region', { name: 'STSE 2024 Sample Paper' });
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi on a small phone: the heading, the tab's title and each card's Download button. */
export const InHindi: Story = {
  globals: { language: 'hi', viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'डाउनलोड' })).toBeVisible();
    await expect(page.getByText(/सैंपल पेपर, ब्रोशर और Sankalp Institute/)).toBeVisible();
    await expect(
      await page.findByRole('button', { name: 'STSE 2024 Sample Paper डाउनलोड करें' }),
    ).toBeEnabled();
    await expect(document.title).toMatch(/^डाउनलोड/);
    await expect(fitsScreenWidth()).toBe(true);
  },
};

/** In Hindi, no public material yet. */
export const EmptyInHindi: Story = {
  globals: { language: 'hi' },
  parameters: { data: { seed: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(
      await main(canvasElement).findByText(
        'अभी कोई सार्वजनिक सामग्री उपलब्ध नहीं है। कृपया बाद में फिर देखें।',
      ),
    ).toBeVisible();
  },
};
