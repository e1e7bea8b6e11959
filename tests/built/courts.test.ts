import { describe, expect, test } from 'vitest';
import { inEachLanguage } from './built-site';
import { askedFor, headings, region, textOf, textsOf } from './queries';

describe.each(inEachLanguage('courts'))('in $locale', ({ t, document, ask }) => {
  test('shows the four indoor courts', () => {
    const indoor = region(document, t('courts.indoorTitle'));
    expect(headings(indoor, 3)).toEqual(['Padel Arena', 'Court 2', 'Court 3', 'Court 4']);
    expect(textOf(indoor)).toContain(t('courts.indoorIntro', { padelCourts: 4 }));
  });

  test('shows the pickleball court: its four points, its 20 x 13 m surface, its price, and asks whether it is indoors or outdoors', () => {
    const pickleball = region(document, t('courts.pickleballTitle'));
    expect(textsOf(pickleball.querySelectorAll('p'))).toContain(
      `${t('courts.pickleballSetting')} ${ask}`,
    );
    expect(askedFor(pickleball, 'pickleball_setting')).toBe(
      t('courts.pickleballSettingChatMessage'),
    );
    const rest = textOf(pickleball).replace(t('courts.pickleballSetting'), '').toLowerCase();
    for (const setting of ['courts.pickleballIndoor', 'courts.pickleballOutdoor'] as const)
      expect(rest).not.toContain(t(setting).toLowerCase());
    expect(textOf(pickleball)).toContain(t('courts.pickleballBadge'));
    expect(headings(pickleball, 3)).toEqual([
      t('courts.pickleballCourtTitle'),
      t('courts.pickleballHoursTitle'),
      t('courts.pickleballEquipmentTitle'),
      t('courts.pickleballLevelsTitle'),
    ]);
    const figure = pickleball.querySelector('figure');
    const image = figure?.querySelector('[role="img"]');
    const label = document.getElementById(image?.getAttribute('aria-labelledby') ?? '');
    expect(textOf(label)).toBe(
      t('courts.pickleballDiagramAccessibleLabel', { size: '20\u00a0×\u00a013\u00a0m' }),
    );
    expect(textOf(figure?.querySelector('figcaption'))).toBe(
      `20\u00a0×\u00a013\u00a0m${t('courts.pickleballSurface')}`,
    );
    expect(textOf(pickleball)).toContain(t('courts.pickleballPrice'));
    expect(askedFor(pickleball, 'pickleball_prices')).toBe(t('courts.pickleballPriceChatMessage'));
  });

  test('shows the services', () => {
    expect(headings(region(document, t('courts.servicesTitle')), 3)).toEqual([
      t('courts.serviceLockerTitle'),
      t('courts.serviceHeatingTitle'),
      t('courts.serviceBarTitle'),
    ]);
  });
});
