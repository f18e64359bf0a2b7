import { expect, test } from './fixtures';

test('downloads lists only public materials and delivers the real PDF', async ({ page }) => {
  await page.goto('/downloads');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Programs & Courses Brochure 2024-25',
    'STSE 2024 Sample Paper',
  ]);
  // Student-only materials never show here.
  await expect(main).not.toContainText('JEE Physics Formula Sheet');

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download STSE 2024 Sample Paper' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('stse-2024-sample-paper.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('STSE 2024 Sample Paper');
});
