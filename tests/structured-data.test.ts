import { describe, expect, it } from 'vitest';
import { translatorFor } from '../src/lib/translations';
import { openingHours } from '../src/data/hours';
import { schemaTime, serializeJsonLd, sportsClubJsonLd } from '../src/lib/structured-data';

describe('schemaTime', () => {
  it.each([
    ['24:00', '23:59'],
    ['08:30', '08:30'],
    ['18:00', '18:00'],
  ])('%s => %s', (input, expected) => {
    expect(schemaTime(input)).toBe(expected);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it is written into', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('sportsClubJsonLd', () => {
  it('follows the page language and the hours data', () => {
    const german = sportsClubJsonLd('de', translatorFor('de'));
    const italian = sportsClubJsonLd('it', translatorFor('it'));
    expect(german.url).toMatch(/\/de$/);
    expect(german.openingHoursSpecification).toHaveLength(openingHours.length);
    expect(german.amenityFeature.map((feature) => feature.name)).not.toEqual(
      italian.amenityFeature.map((feature) => feature.name),
    );
    expect(german.priceRange).toMatch(/€/);
  });
});
