import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

/**
 * `make-source.ts` and the part of Mediabunny it uses as one classic script that defines
 * `window.uploadSource`, for `page.evaluate` (which the page's CSP does not govern).
 */
export async function sourceScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./make-source.ts', import.meta.url)),
        formats: ['iife'],
        name: 'uploadSource',
      },
    },
  });
  const [output] = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunk = output?.output.find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The source script was not built');
  // An IIFE's `var uploadSource = …` stays local to page.evaluate: publish it on window.
  return `${chunk.code}\nwindow.uploadSource = uploadSource;`;
}
