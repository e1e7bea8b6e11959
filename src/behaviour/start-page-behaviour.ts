/**
 * Loads the page's own behaviour (page-behaviour.ts), once however often it is called. Each
 * public page's island calls it as it hydrates (not the upload card: its page has none of it),
 * so the first one starts it. Not a <script> of its own: a module script in the HTML is fetched
 * while the page parses and holds back the load event.
 */
export function startPageBehaviour(): void {
  void import('./page-behaviour');
}
