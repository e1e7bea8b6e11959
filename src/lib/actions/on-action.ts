import type { ActionName } from './names';

/** Does an action's work for the control that was tapped. */
export type ActionHandler = (control: HTMLElement) => void;

declare global {
  interface Window {
    /** Defined by the inline first-tap script (lib/inline/first-tap.ts) before the first paint. */
    lpcActions: { on: (name: ActionName, handler: ActionHandler) => void };
  }
}

/**
 * Registers the work behind `data-action="<name>"` controls. Taps made before this call (while
 * the page's scripts were still on their way) are handed to `handler` right away.
 */
export function onAction(name: ActionName, handler: ActionHandler): void {
  window.lpcActions.on(name, handler);
}
