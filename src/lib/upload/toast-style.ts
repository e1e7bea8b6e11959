import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The stylesheet sonner (the upload page's toasts) inserts at runtime as one inline `<style>`:
 * its bundle calls `__insertCSS("...")` once. Read from the installed package, so that an
 * upgrade keeps the Content Security Policy in step. Build-time only (Node).
 */
export function sonnerStylesheet(): string {
  const bundle = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
  const calls = [...bundle.matchAll(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/g)];
  const literal = calls.length === 1 ? calls[0]?.[1] : undefined;
  if (literal === undefined) {
    throw new Error(`Expected one __insertCSS("...") call in sonner, found ${calls.length}`);
  }
  return JSON.parse(literal) as string;
}

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/**
 * The CSP sources that allow sonner's stylesheet, for `security.csp.styleDirective.hashes`.
 * Sonner appends the `<style>` element empty and fills it afterwards, so the empty content's
 * hash is needed too (an empty stylesheet styles nothing).
 * @example sonnerStyleHashes() => ['sha256-StEaX+se…', 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=']
 */
export function sonnerStyleHashes(): `sha256-${string}`[] {
  return [sha256(sonnerStylesheet()), sha256('')];
}
