import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

const DEMO_NOTE = 'This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.';
const serverMode = Boolean(process.env.E2E_RESET_URL);

test('the admin edits a template with its preview; the change is in the Audit Log', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Messages' })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // The demo says it sends nothing; a server says nothing of the kind.
  await expect(main.getByText(DEMO_NOTE)).toHaveCount(serverMode ? 0 : 1);
  await expect(main.getByRole('table', { name: 'Outbox' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The server-mode journeys' server sends e-mail to a fake SMTP server, and SMS and WhatsApp to
  // a fake of each provider: every channel is set up.
  await main.getByRole('tab', { name: 'Channels' }).click();
  const channels = main.getByRole('table', { name: 'Channels' });
  await expect(channels.getByText('Not set up')).toHaveCount(serverMode ? 0 : 3);
  await expect(channels.getByRole('row', { name: /E-mail/ })).toContainText(
    serverMode ? 'Set up' : 'Not set up',
  );

  await main.getByRole('tab', { name: 'Templates' }).click();
  await main.getByRole('button', { name: 'Edit Fee reminder: due today (SMS)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Fee reminder: due today (SMS)' });
  await dialog.getByLabel('DLT template id').fill('1107160000000000001');
  await expect(dialog.getByText('Matches the approved DLT text.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('navigation', { name: 'Admin Panel' })
    .getByRole('link', { name: 'Audit Log' })
    .click();
  await main.getByLabel('Entity').selectOption('Message template');
  await expect(main.getByRole('table', { name: 'Changes' })).toContainText('1107160000000000001');
});

test('a student opts in to WhatsApp on their profile, and the time is shown', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/student/profile');
  const card = page.getByRole('region', { name: 'Messages from the institute' });
  await expect(card.getByText(DEMO_NOTE)).toHaveCount(serverMode ? 0 : 1);
  await expect(card.getByRole('checkbox', { name: /E-mail/ })).toBeDisabled();
  await card.getByRole('checkbox', { name: /I agree to receive messages/ }).check();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText(/^You agreed on \d{1,2} \w{3} \d{4}, /)).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Messages from the institute' })
      .getByRole('checkbox', { name: /I agree to receive messages/ }),
  ).toBeChecked();
});
