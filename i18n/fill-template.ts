/**
 * Fills `{name}` placeholders from the caller's `values`, then from `facts` (a value given wins);
 * unknown ones stay as written. A fact is read only when the template names it, so a fact that
 * needs a formatter can be a getter that makes it on first use. A function replacer, so a value
 * with `$&`, `` $` `` or `$'` (a file name, a server message) is written as it is.
 * @example fillTemplate('Accedi per caricare «{name}»', { name: 'a$&b.mp4' }) => 'Accedi per caricare «a$&b.mp4»'
 * @example fillTemplate('{club}, {name}', { name: 'Ada' }, { club: 'Lago Padel Club' }) => 'Lago Padel Club, Ada'
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
  facts: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const source = [values, facts].find((candidates) => Object.hasOwn(candidates, name));
    return source ? String(source[name]) : placeholder;
  });
}
