// The public site's favicon, which DocumentHead links on every page.
export { GET } from '../../src/pages/favicon.svg';
