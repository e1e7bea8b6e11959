import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures';
import { translatorFor } from '../test-support/routes';

interface FocusState {
  description: string;
  visibleFocus: boolean;
  onScreen: boolean;
}

/** Presses Tab and describes the element that then has focus. */
async function tab(page: Page, key = 'Tab'): Promise<FocusState> {
  await page.keyboard.press(key);
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { description: 'body', visibleFocus: true, onScreen: true };
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const ring = style.boxShadow !== 'none';
    const rect = element.getBoundingClientRect();
    const onScreen =
      rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      description: `${element.tagName.toLowerCase()} "${name}"`,
      visibleFocus: outline || ring,
      onScreen,
    };
  });
}

test('every control of a page is reachable by Tab, visibly focused, with no trap', async ({
  page,
}) => {
  await visit(page, '/en/soci');
  const visited: string[] = [];
  for (let step = 0; step < 200; step += 1) {
    const state = await tab(page);
    if (state.description === 'body' && visited.length > 0) break;
    expect(state.visibleFocus, `${state.description} shows focus`).toBe(true);
    expect(state.onScreen, `${state.description} is on screen`).toBe(true);
    if (visited.includes(state.description) && visited[0] === state.description) break;
    visited.push(state.description);
  }
  const t = translatorFor('en');
  expect(visited[0]).toContain(t('layout.skipToContent'));
  expect(visited.some((entry) => entry.includes('Deutsch'))).toBe(true);
  expect(visited.some((entry) => entry.includes(t('chat.buttonAccessibleLabel')))).toBe(true);
  expect(visited.some((entry) => entry.includes(t('footer.privacyPolicy')))).toBe(true);
  expect(visited.length).toBeGreaterThan(20);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/de/campi');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: translatorFor('de')('layout.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the language switcher works from the keyboard', async ({ page }) => {
  await visit(page, '/prenota');
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/prenota$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with the keyboard, its links are reachable and Escape closes it', async ({
    page,
  }) => {
    const t = translatorFor('it');
    await visit(page, '/lezioni');
    const toggle = page.getByRole('button', { name: t('header.menuAccessibleLabel') });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const first = await tab(page);
    expect(first.description).toContain(t('nav.home'));
    expect(first.visibleFocus).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
