import { expect, test, waitForIslands } from './support/fixtures';
import { translatorFor } from '../test-support/routes';
import { isLocal } from '../test-support/third-parties';

test('with no Supabase project configured the hero is its built poster alone: no request for it, no controls', async ({
  page,
}) => {
  const t = translatorFor('it');
  // Any request beyond the site's own files: a third party, a fetch, a video.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!isLocal(request.url()) || ['fetch', 'xhr', 'media'].includes(request.resourceType())) {
      requests.push(request.url());
    }
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await waitForIslands(page);
  await expect(page.locator('picture img').first()).toBeVisible();
  // No island, so nothing that could read a record.
  await expect(page.locator('astro-island[component-url*="HeroVideo"]')).toHaveCount(0);
  await expect(page.locator('video')).toHaveCount(0);
  const play = page.getByRole('button', { name: t('heroVideo.playAccessibleLabel') });
  await expect(play).toHaveCount(0);
  expect(requests).toEqual([]);
});
