/**
 * The club's mark: a lake-blue tile with a wave and a padel ball, drawn on a 32 x 32 grid.
 * Drawn by the Logo component and rasterized for the favicon, the touch icons and the share
 * images, so they never drift apart.
 */
export const logoMarkSvg =
  '<rect width="32" height="32" rx="9" fill="#0a5a6a"/>' +
  '<path d="M4 22c3-2.2 5.5-2.2 8 0s5 2.2 8 0 5-2.2 8 0" fill="none" stroke="#8fd3de" stroke-width="2.2" stroke-linecap="round"/>' +
  '<circle cx="21" cy="11.5" r="5.5" fill="#c8eb4f"/>' +
  '<path d="M16.6 8.6c2.6.6 4.3 3 4.1 5.9M25.4 14.4c-2.6-.6-4.3-3-4.1-5.9" fill="none" stroke="#ffffff" stroke-width="1.2" stroke-linecap="round"/>';
