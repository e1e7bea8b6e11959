import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures';
import { translatorFor } from '../test-support/routes';

interface FocusState {
  description: string;
  visibleFocus: boolean;
  onScreen: boolean;
}

/** Presses Tab and describes the element that then has focus. */
async function tab(page: Page): Promise<FocusState> {
  await page.keyboard.press('Tab');
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

test('every control of a page is reachable by Tab, visibly focused, with no trap; the skip link leads to the content', async ({
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
  // The skip link, first in the walk, moves focus to the main content.
  await page.getByRole('link', { name: t('layout.skipToContent') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

/** Whether the browser's own accessibility tree exposes the menu button as expanded. */
async function menuExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string };
      name?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === 'expanded');
  return expanded ? expanded.value.value === true : undefined;
}

test('on a phone, the menu is a popover: opened from the keyboard, expanded, closed by Escape, an outside tap and a tapped link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const t = translatorFor('de');
  const label = t('header.menuAccessibleLabel');
  await visit(page, '/de/prenota');
  const toggle = page.getByRole('button', { name: label });
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeHidden();
  expect(await menuExpanded(page, label)).toBe(false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: t('nav.courts') })).toBeVisible();
  expect(await menuExpanded(page, label)).toBe(true);
  const first = await tab(page);
  expect(first.description).toContain(t('nav.home'));
  expect(first.visibleFocus).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(200, 800);
  await expect(menu).toBeHidden();

  // A tapped link closes it: the call keeps the page, a page link leads to its page.
  await page.route('tel:*', (route) => route.abort());
  await toggle.click();
  await menu.getByRole('link', { name: new RegExp(t('header.bookNow')) }).dispatchEvent('click');
  await expect(menu).toBeHidden();
  await toggle.click();
  await menu.getByRole('link', { name: t('nav.contacts') }).click();
  await expect(page).toHaveURL(/\/de\/contatti$/);
});
