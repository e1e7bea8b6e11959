import { consoleTexts, dropVideo, expect, test, visit } from './support/fixtures';
import { uploadText as say } from '../src/lib/upload/template';
import { operatorPage } from './support/operator-page';

test('without the storage variables the card says storage is not configured', async ({
  page,
  pageErrors,
}) => {
  const requests: string[] = [];
  const warnings = consoleTexts(page, 'warning');
  page.on('request', (request) => requests.push(request.url()));
  await visit(page, operatorPage.bare);

  // The operator reads whom to ask; whoever runs the site finds the missing variables in the console.
  const card = page.getByRole('region', { name: say('cardTitle') });
  await expect(card.getByText(say('notConfigured'))).toBeVisible();
  await expect(card.getByText(say('notConfiguredDetail'))).toBeVisible();
  expect(warnings).toContainEqual(expect.stringContaining('PUBLIC_SUPABASE_ANON_KEY'));
  await expect(card.getByLabel(say('selectButton'))).toBeDisabled();
  await expect(card.getByText(say('statusIdle'))).toHaveCount(0);

  // A file dropped anyway is ignored: nothing is sent.
  await dropVideo(page, card.getByText(say('notConfigured')), 'clip.mp4');
  await expect(card.getByText(say('notConfigured'))).toBeVisible();
  expect(requests.filter((url) => url.includes('/storage/v1/'))).toEqual([]);
  expect(pageErrors.uncaught).toEqual([]);
});
