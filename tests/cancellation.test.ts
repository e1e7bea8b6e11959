import { expect, test } from 'vitest';
import { askUs } from '../src/data/fact';
import { cancellation, chargedWindows } from '../src/data/prices';

/*
 * The centre's "50 % within 24 h; 100 % after the 24 h cutoff" reads two ways: the windows the
 * booking page lists after the free limit state neither until the centre says which holds.
 */

const between = askUs('cancellation_window');

// The windows in order, each with its charge, once the centre says which reading holds; the
// windows until then, as the booking page lists them: tests/built/booking.test.ts.
test.each([
  ['a full charge for a booking not cancelled', 'noShow', { between, lastHours: 50, noShow: 100 }],
  ['a full charge for the last hours', 'lastHours', { between: 50, lastHours: 100, noShow: 100 }],
] as const)('%s', (_, fullChargeCovers, windows) => {
  const charged = chargedWindows({ ...cancellation, fullChargeCovers, betweenPercent: between });
  expect(charged).toEqual(
    Object.entries(windows).map(([window, percent]) => ({ window, percent })),
  );
});
