import { describe, expect, test } from 'vitest';
import { publishedUrls } from '../../test-support/urls';
import { inEachLanguage } from './built-site';
import { headings, link, region, textOf, textsOf } from './queries';

describe.each(inEachLanguage('home'))('in $locale', ({ locale, t, document, facts }) => {
  test('the hero has the headline, the subtitle and both buttons', () => {
    const hero = region(document, t('home.title'));
    expect(headings(hero, 1)).toEqual([t('home.title')]);
    expect(textOf(hero)).toContain(t('home.intro', { padelCourts: 4 }));
    expect(link(hero, t('home.bookNowCta')).href).toBe(publishedUrls.booking[locale]);
    expect(link(hero, t('home.discoverCourtsCta')).href).toBe(publishedUrls.courts[locale]);
  });

  test('shows the seven reasons', () => {
    const why = region(document, t('home.whyTitle'));
    expect(headings(why, 3)).toEqual([
      t('home.whyCourtsTitle'),
      t('home.whyPickleballTitle'),
      t('home.whyCoachesTitle'),
      t('home.whyBarTitle'),
      t('home.whyChangingRoomsTitle'),
      t('home.whyRentalTitle'),
      t('home.whyParkingTitle'),
    ]);
    expect(textOf(why)).toContain(t('home.whyCourtsText', { padelCourts: 4 }));
  });

  test('shows three ways to book, the app optional, with its fee', () => {
    const how = region(document, t('home.howTitle'));
    expect(how.querySelectorAll('li')).toHaveLength(3);
    expect(headings(how, 3)).toEqual([
      t('home.howAppTitle'),
      t('home.howAvailabilityTitle'),
      t('home.howContactTitle'),
    ]);
    expect(textsOf(how.querySelectorAll('li > p:first-of-type'))).toEqual(
      [1, 2, 3].map((number) => t('home.howOption', { number })),
    );
    const { fee: appFee, months: appFeePeriod } = facts;
    expect(textOf(how)).toContain(t('home.howAppText', { appFee, appFeePeriod }));
  });

  test('shows the facilities, the pickleball court on a 20 x 13 m surface', () => {
    const facilities = region(document, t('home.facilitiesTitle'));
    expect(headings(facilities, 3)).toEqual([
      t('home.facilityIndoorTitle'),
      t('home.facilityPickleballTitle'),
      t('home.facilityBarTitle'),
    ]);
    // No-break spaces: the size never wraps.
    expect(textOf(facilities)).toContain(
      t('home.facilityPickleballText', { pickleballSurface: '20\u00a0×\u00a013\u00a0m' }),
    );
  });

  test('links to Instagram and Facebook', () => {
    const follow = region(document, t('home.followTitle'));
    expect(link(follow, t('social.instagram')).href).toBe(
      'https://www.instagram.com/lagopadelclub.example/',
    );
    expect(link(follow, t('social.facebook')).href).toBe(
      'https://www.facebook.com/lagopadelclub.example/',
    );
  });
});
