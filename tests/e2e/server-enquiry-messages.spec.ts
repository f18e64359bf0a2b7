import { providerRequests } from '../../scripts/portal-routes.mjs';
import { expect, signIn, test } from './fixtures';

// Server mode only: a message to a segment of enquiries reaches, by WhatsApp, only those who
// opted in and did not ask to stop, as the fake WhatsApp Cloud API receives it
// (scripts/server-e2e.mjs). Class 11 of the sample enquiries: Neha Bansal and Harsh Vardhan
// walked in and agreed to WhatsApp; the STSE registrants of class 11 did not.

type ProviderRequest = { path: string; body: { to?: string } };

const whatsappTo = async () =>
  ((await providerRequests()) as ProviderRequest[])
    .filter((request) => request.path.endsWith('/messages'))
    .map((request) => request.body.to ?? '');

test('a segment message by WhatsApp reaches only the opted-in who did not unsubscribe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const main = page.getByRole('main');

  // Harsh tells the counsellor he wants no more messages.
  await page.goto('/admin/enquiries');
  await main.getByLabel('Search by name, mobile or e-mail').fill('Harsh');
  await main.getByRole('link', { name: 'Harsh Vardhan' }).click();
  const messages = main.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('Agreed on');
  await messages.getByRole('button', { name: 'Stop Messages' }).click();
  await expect(messages).toContainText('Unsubscribed on');

  const before = (await whatsappTo()).length;
  await page.goto('/admin/enquiries/message');
  await main.getByLabel('Class').selectOption('11');
  await main.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await main.getByRole('checkbox', { name: 'SMS' }).uncheck();
  await main.getByRole('checkbox', { name: 'WhatsApp' }).check();
  const preview = main.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('list', { name: 'Messages by way' })).toContainText('WhatsApp: 1');
  await expect(preview).toContainText('1 unsubscribed');
  await expect(preview).toContainText('not opted in to WhatsApp');
  await expect(preview.getByRole('heading', { name: 'WhatsApp to Neha Bansal' })).toBeVisible();

  await main.getByRole('button', { name: 'Send to 1 Person' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send this message?' });
  await expect(confirm).toContainText('1 message: E-mail 0, SMS 0, WhatsApp 1');
  await confirm.getByRole('button', { name: 'Send Messages' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Messages queued' })).toBeVisible();

  // The outbox's worker sends it: Neha's number, and nobody else's.
  await expect
    .poll(async () => (await whatsappTo()).slice(before), { timeout: 20_000 })
    .toEqual(['919799012345']);
});
