import { expect, test, waitForIslands } from './fixtures';
import { useTranslations } from '../test-support/routes';

test('with no video configured the hero is its poster alone: no request, no controls', async ({
  page,
}) => {
  const t = useTranslations('it');
  const mediaRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'media') mediaRequests.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await waitForIslands(page);
  await expect(page.locator('picture img').first()).toBeVisible();
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') })).toHaveCount(
    0,
  );
  expect(mediaRequests).toEqual([]);
});
