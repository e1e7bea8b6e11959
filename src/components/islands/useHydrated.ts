import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true from the first render after: for
 * controls that would misbehave before their handlers are attached (a form would submit to
 * itself and reload the page, losing what the visitor typed).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
