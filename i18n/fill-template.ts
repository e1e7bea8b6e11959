/**
 * Fills `{name}` placeholders; unknown ones stay as written. A function replacer, so a value
 * with `$&`, `` $` `` or `$'` (a file name, a server message) is written as it is.
 * @example fillTemplate('Accedi per caricare «{name}»', { name: 'a$&b.mp4' }) => 'Accedi per caricare «a$&b.mp4»'
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
