import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures';
import { attemptInjection, injection, injectionBlocked } from '../test-support/injection';
import { operatorPage } from './support/operator-page';

test.describe('the upload page’s policy', () => {
  test('an injected third-party script and a fetch to a non-Supabase origin are blocked', async ({
    page,
  }) => {
    // Answered if ever requested, so a request the policy let through would succeed.
    const reached: string[] = [];
    for (const url of injection) {
      await page.route(`${new URL(url).origin}/**`, (route) => {
        reached.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: 'window.attackerRan = true;',
        });
      });
    }
    await page.goto(operatorPage.configured);
    expect(await page.evaluate(attemptInjection, injection)).toEqual(injectionBlocked);
    expect(reached).toEqual([]);
  });
});

test.describe('the operator’s app on its own origin', () => {
  /**
   * Opens the operator's page from `page`, as any script on it could, and returns what that
   * script then reads of the window it opened (its document's title, or the error it gets), and
   * whether the operator's page has a way back to its opener.
   */
  async function openOperatorPage(page: Page) {
    const opened = page.context().waitForEvent('page');
    await page.evaluate(
      (url) => Object.assign(window, { operator: window.open(url) }),
      operatorPage.configured,
    );
    const operator = await opened;
    await operator.waitForLoadState();
    expect(operator.url()).toBe(operatorPage.configured);
    // The opener learns of the switch to another browsing context group a moment after the load.
    const operatorClosed = () =>
      page.evaluate(() => (window as unknown as { operator: Window }).operator.closed);
    await expect.poll(operatorClosed).toBe(true);
    const read = await page.evaluate(() => {
      const opened = (window as unknown as { operator: Window }).operator;
      let title: string;
      try {
        title = opened.document.title;
      } catch (error) {
        title = (error as Error).name;
      }
      return { closed: opened.closed, title };
    });
    return { read, opener: await operator.evaluate(() => window.opener !== null) };
  }

  // Cut off from it in both directions: no window to read, no way back.
  const cutOff = { read: { closed: true, title: 'SecurityError' }, opener: false };

  // The public pages' own Cross-Origin-Opener-Policy cuts them off already; a page elsewhere
  // (another site, a mail) has none, and the operator's page then cuts itself off with its own.
  for (const [opener, url] of [
    ['a public page', '/'],
    ['a page with no opener policy of its own', 'about:blank'],
  ] as const) {
    test(`${opener} that opens the operator’s page is cut off from it`, async ({ page }) => {
      await visit(page, url);
      expect(await openOperatorPage(page)).toEqual(cutOff);
    });
  }
});
