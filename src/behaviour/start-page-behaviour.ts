/**
 * Loads the page's own behaviour (page-behaviour.ts) once. Every island calls this as it starts
 * (islands/withErrorBoundary.tsx), so whichever island comes first starts it and no island owns
 * it. Through an island, not a <script> of its own: a module script in the HTML would be fetched
 * while the page still parses and would hold back the load event until it arrives.
 */
export function startPageBehaviour(): void {
  void import('./page-behaviour');
}
