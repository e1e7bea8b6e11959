import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the first paint (see settled-directive.ts); `"visible"`: and on screen. */
    'client:settled'?: boolean | 'visible';
  }
}

/** Registers the `client:settled` directive every island of the site uses. */
export function settledIslands(): AstroIntegration {
  return {
    name: 'settled-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'settled',
          entrypoint: fileURLToPath(new URL('./settled-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
