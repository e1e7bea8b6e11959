import { uploadPagePath } from '../data/pages';

/**
 * The public site's redirect rules (Cloudflare Pages' `_redirects`): its `/upload-video` leads
 * to the same path on the operator's own origin (`OPERATOR_ORIGIN`, docs/hosting.md). With no
 * origin there is no rule, and the path answers 404. Pages takes only an HTTPS address as a
 * rule's target and drops any other with a warning, so anything but an HTTPS origin stops the
 * build. Temporary (302): a browser keeps no redirect that a changed origin would leave stale.
 * @example redirectRules('https://operatore.example.com') => '/upload-video https://operatore.example.com/upload-video 302\n'
 * @example redirectRules('') => ''
 */
export function redirectRules(operatorOrigin: string | undefined): string {
  if (!operatorOrigin) return '';
  const url = URL.parse(operatorOrigin);
  if (url?.protocol !== 'https:' || url.origin !== operatorOrigin) {
    throw new Error(
      `OPERATOR_ORIGIN must be an HTTPS origin, such as https://operatore.example.com: got ${operatorOrigin}`,
    );
  }
  return `${uploadPagePath} ${operatorOrigin}${uploadPagePath} 302\n`;
}
