import { expect, expectNoSeriousAxeViolations, signIn, test } from './fixtures';

test('the admin adds a question with LaTeX, sees it rendered, builds a test with it and publishes it', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const nav = page.getByRole('navigation', { name: 'Admin Panel' });
  await nav.getByRole('link', { name: 'Question Bank' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Question Bank');
  await expect(
    main.getByRole('table', { name: 'Questions' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await main.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  await dialog
    .getByRole('textbox', { name: /Question \(English\)/ })
    .fill('Evaluate $\\sqrt{144} + \\frac{1}{2}$.');
  await dialog
    .getByRole('textbox', { name: 'Question (Hindi)' })
    .fill('$\\sqrt{144} + \\frac{1}{2}$ का मान ज्ञात कीजिए।');
  await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Mathematics');
  await dialog.getByRole('textbox', { name: /^Topic/ }).fill('Journey');
  for (const [index, text] of ['$12.5$', '$12$', '$14$', '$13$'].entries()) {
    await dialog
      .getByRole('textbox', { name: new RegExp(`^Option ${'ABCD'[index]} \\(English\\)`) })
      .fill(text);
  }
  await dialog.getByRole('radio', { name: 'Option A is right' }).check();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('[lang="en"] .katex').first()).toBeVisible();
  await expect(preview.locator('[lang="hi"] .katex').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    main.getByRole('table', { name: 'Questions' }).getByRole('row').nth(1),
  ).toContainText('Evaluate $\\sqrt{144}');

  await nav.getByRole('link', { name: 'Online Tests' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Online Tests');
  await main.getByRole('link', { name: 'New Test' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('New Test');
  await main.getByRole('textbox', { name: /^Title/ }).fill('Journey Test');
  await main.getByRole('button', { name: 'Add questions to Section 1' }).click();
  const picker = page.getByRole('dialog', { name: 'Add questions to Section 1' });
  await picker.getByRole('searchbox', { name: 'Search text or topic' }).fill('Journey');
  await picker.getByRole('checkbox', { name: /Evaluate/ }).check();
  await picker.getByRole('button', { name: 'Add 1 question' }).click();
  await expect(main.getByText('Questions in Section 1: 1')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/online-tests\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Journey Test');

  await main.getByRole('button', { name: 'Publish' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish the test' });
  await expect(confirm).toContainText('Publishing freezes the paper');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByRole('link', { name: 'Monitor' })).toBeVisible();
  await expect(main.getByText('Maximum marks')).toBeVisible();

  await nav.getByRole('link', { name: 'Online Tests' }).click();
  const row = main.getByRole('row', { name: /Journey Test/ });
  await expect(row).toContainText('Published');
  await expect(row.getByRole('link', { name: 'Monitor Journey Test' })).toBeVisible();
});
