import { describe, expect, test } from 'vitest';
import { translatorFor } from '../../src/lib/translations';
import { factsToConfirm, kindInData } from '../../test-support/on-request';
import { routes } from '../../test-support/urls';
import { pageAt } from './built-site';
import { links, textOf } from './queries';
import { chatAddress, targetOf } from '../../test-support/link-target';

/*
 * Every fact on request (docs/content.md, "Facts the centre should confirm") shows on each page
 * the list names, and nowhere else, as one pattern worded as its kind in src/data/: a price reads
 * "price on request" beside the chat link that asks for it, a rule is the chat link alone.
 */

const facts = factsToConfirm();

describe.each(routes)('$url', ({ id, locale, url }) => {
  const t = translatorFor(locale);
  const shown = [...pageAt(url).querySelectorAll('[data-on-request]')];

  test('shows the facts on request that it names', () => {
    const named = facts.filter((fact) => fact.pages.includes(id)).map((fact) => fact.name);
    expect(shown.map((element) => element.getAttribute('data-on-request')).sort()).toEqual(
      named.sort(),
    );
  });

  test.each(shown.map((element) => [element.getAttribute('data-on-request'), element] as const))(
    '%s is worded as its kind and links to the chat to ask',
    (name, element) => {
      const [ask] = links(element);
      const invitation = `${t('onRequest.ask')}${t('common.opensInNewTab')}`;
      const wording = { price: `${t('onRequest.price')} ${invitation}`, rule: invitation };
      const kind = kindInData(name ?? '');
      if (!kind) throw new Error(`${name} is not on request in src/data/`);
      expect(textOf(element)).toBe(wording[kind]);
      expect(ask?.name).toBe(invitation);
      expect(ask?.target).toBe('_blank');
      expect(targetOf(ask?.href ?? '')).toEqual({
        address: chatAddress,
        text: expect.stringMatching(/\S/),
      });
    },
  );
});
