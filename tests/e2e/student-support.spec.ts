import { expect, expectNoSeriousAxeViolations, signIn, test, watchConsole } from './fixtures';

test('a student files a ticket, the admin replies in another tab, the student sees it', async ({
  page,
  context,
  consoleProblems,
}) => {
  // Two tabs of one browser: each keeps its own session, and they share the stored data.
  await signIn(page, 'student');
  await page.goto('/student/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Support');
  await expectNoSeriousAxeViolations(page);

  // A blank subject makes no ticket.
  await main.getByLabel('Subject').fill('   ');
  await main.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(main.getByText('Subject is required.')).toBeVisible();
  const tickets = main.getByRole('list', { name: 'Your tickets' });
  await expect(tickets.getByRole('button')).toHaveCount(1);

  await main.getByLabel('Subject').fill('Please share the physics test timetable');
  await main.getByRole('button', { name: 'Create Ticket' }).click();
  const created = tickets.getByRole('button', { name: /Please share the physics test timetable/ });
  await expect(created).toHaveAttribute('aria-current', 'true');
  await expect(created).toContainText('Open');
  const messages = main.getByRole('region', { name: 'Messages' });
  await expect(messages).toContainText('Please share the physics test timetable');

  const admin = await context.newPage();
  watchConsole(admin, consoleProblems);
  await signIn(admin, 'admin');
  await admin.goto('/admin/support');
  const adminMain = admin.getByRole('main');
  await adminMain.getByRole('button', { name: /Please share the physics test timetable/ }).click();
  await adminMain.getByLabel('Reply').fill('The timetable is on the notice board, Rahul.');
  await adminMain.getByRole('button', { name: 'Send Reply' }).click();
  await expect(adminMain.getByRole('region', { name: 'Messages' })).toContainText(
    'The timetable is on the notice board, Rahul.',
  );

  // The student's tab hears of the change without a reload.
  await expect(messages).toContainText('The timetable is on the notice board, Rahul.');
  await main.getByLabel('Reply').fill('Found it, thank you.');
  await main.getByRole('button', { name: 'Send Reply' }).click();
  await expect(messages).toContainText('Found it, thank you.');
  await expect(adminMain.getByRole('region', { name: 'Messages' })).toContainText(
    'Found it, thank you.',
  );
  await admin.close();
});

test('Request Edit opens a profile-edit ticket the student and the admin both see', async ({
  page,
  context,
  consoleProblems,
}) => {
  await signIn(page, 'student');
  await page.goto('/student/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Request Edit' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Request Profile Edit' });
  await expect(dialog).toContainText('The admin will contact you to verify the changes');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(
    main.getByText('Support ticket created! Admin will get in touch with you.'),
  ).toBeVisible();

  await main.getByRole('link', { name: 'View your tickets' }).click();
  await expect(page).toHaveURL(/\/student\/support$/);
  const request = main
    .getByRole('list', { name: 'Your tickets' })
    .getByRole('button', { name: /Profile Edit Request: Please specify changes/ });
  await expect(request).toContainText('Open');

  const admin = await context.newPage();
  watchConsole(admin, consoleProblems);
  await signIn(admin, 'admin');
  await admin.goto('/admin/support');
  const adminRequest = admin
    .getByRole('main')
    .getByRole('button', { name: /Profile Edit Request: Please specify changes/ })
    .filter({ hasText: 'Rahul Sharma' });
  await expect(adminRequest).toContainText('Open');
  await admin.close();
});

test('a closed ticket stays readable but takes no replies', async ({
  page,
  context,
  consoleProblems,
}) => {
  const admin = await context.newPage();
  watchConsole(admin, consoleProblems);
  await signIn(admin, 'admin');
  await admin.goto('/admin/support');
  const adminMain = admin.getByRole('main');
  await adminMain
    .getByRole('button', { name: /Unable to download the Physics formula sheet/ })
    .click();
  await adminMain.getByRole('button', { name: 'Close Ticket' }).click();
  await expect(adminMain.getByRole('button', { name: 'Reopen Ticket' })).toBeVisible();
  await admin.close();

  await signIn(page, 'student');
  await page.goto('/student/support');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Messages' })).toContainText(
    'We have uploaded the file again.',
  );
  await expect(main).toContainText('This ticket is closed, so it takes no more replies.');
  await expect(main.getByLabel('Reply')).toHaveCount(0);
});
