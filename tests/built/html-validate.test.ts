import { readFileSync } from 'node:fs';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { expect, test } from 'vitest';
import { builtPages, operatorRoot } from './built-site';

/*
 * React writes attributes in camelCase and empty boolean values (hidden=""), both valid HTML,
 * so .htmlvalidate.json turns those style rules off; call-to-action phone links (`tel-cta`) read
 * "Book now", not a number, so the non-breaking-number rule skips them. Astro places its island
 * style rule (`astro-island{display:contents}`) in <body>, which browsers apply as everywhere;
 * that one message is expected.
 */
const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
const validator = new HtmlValidate(config);
const astroIslandStyle = /<style> element is not permitted as content under <body>/;

test.each([...builtPages(), ...builtPages(operatorRoot)])('$file is valid HTML', async (page) => {
  const report = await validator.validateString(page.html, page.file);
  const messages = report.results
    .flatMap((result) => result.messages)
    .filter((message) => !astroIslandStyle.test(message.message))
    .map((message) => `${message.ruleId} (${message.line}:${message.column}): ${message.message}`);
  expect(messages).toEqual([]);
});
