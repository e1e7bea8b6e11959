/**
 * How long the islands take to hydrate after the load event, per engine: `npm run
 * bench:hydration -- [options] [label=dir ...]` serves each build (default `dist=dist`) on its
 * own port, loads every page `--runs` times in Chromium (Playwright, the headless shell),
 * Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK (WebKitWebDriver), the builds in
 * turn so that a busy machine slows them alike, and prints the median time from the load event
 * (and from the navigation's start) to the last island losing its `ssr` attribute, and each
 * build's JavaScript, gzipped.
 *
 * Options: --runs 5, --pages /,/prenota,/contatti,/de/soci, --engines chromium,firefox,webkit,
 * --port 4330 (one port per build from there, WebKitWebDriver on the next one).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startBenchHost } from './bench-host.mjs';

// The engines suite's drivers are TypeScript: Node 24 strips the types (their imports of
// values name the .ts file, as Node needs).
import { findFirefox, findWebKit } from '../engines/availability.ts';
import { launchFirefox } from '../engines/firefox.ts';
import { launchWebKit } from '../engines/webkit.ts';
import { viewports } from '../engines/session.ts';
import { isLocal, stubFor } from '../engines/third-parties.ts';
import { chromiumLaunchOptions } from '../test-support/chromium.ts';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: '/,/prenota,/contatti,/de/soci' },
    engines: { type: 'string', default: 'chromium,firefox,webkit' },
    port: { type: 'string', default: '4330' },
  },
});
const runs = Number(options.runs);
const pages = options.pages.split(',');
const port = Number(options.port);
const builds = (positionals.length > 0 ? positionals : ['dist=dist']).map((argument, index) => {
  const [label, dir] = argument.includes('=') ? argument.split('=') : [argument, argument];
  return { label, dir, origin: `http://127.0.0.1:${port + index}` };
});
for (const { dir } of builds) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir}/ holds no build: run \`npm run build:e2e\` first.`);
    process.exit(1);
  }
}

/**
 * Runs in the page: records in `window.hydrationProbe` when no island is left to hydrate
 * without the visitor scrolling (islands that wait to be seen count only when in view).
 * `sawPending` is false when the islands were already hydrated as it started: too late.
 */
function hydrationProbe() {
  const target = /** @type {any} */ (window);
  if (target.hydrationProbe) return;
  const waitsToBeSeen = (/** @type {Element} */ island) =>
    island.getAttribute('client') === 'visible' ||
    (island.getAttribute('opts') ?? '').includes('"value":"visible"');
  const inView = (/** @type {Element} */ island) =>
    [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
  const pending = () =>
    document.readyState === 'loading' ||
    [...document.querySelectorAll('astro-island[ssr]')].some(
      (island) => !waitsToBeSeen(island) || inView(island),
    );
  const probe = { sawPending: pending(), doneAt: -1 };
  target.hydrationProbe = probe;
  const check = () => {
    if (probe.doneAt >= 0 || pending()) return;
    probe.doneAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  document.addEventListener('readystatechange', check);
  check();
}

/**
 * Runs in the page: when the islands were hydrated, in milliseconds after the load event and
 * after the navigation started; 'late', or null while they are not yet.
 */
function readProbe() {
  const probe = /** @type {any} */ (window).hydrationProbe;
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (
    performance.getEntriesByType('navigation')
  );
  if (!probe || !navigation || navigation.loadEventStart === 0 || probe.doneAt < 0) return null;
  if (!probe.sawPending) return 'late';
  return {
    afterLoad: Math.max(0, probe.doneAt - navigation.loadEventStart),
    fromStart: probe.doneAt,
  };
}

/** Chromium through Playwright, with the few session methods this script uses. */
async function launchChromium() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const page = await browser.newPage({ viewport: viewports.phone });
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (isLocal(url)) return route.continue();
    const stub = stubFor(url);
    return stub ? route.fulfill(stub) : route.abort('blockedbyclient');
  });
  return {
    async addInitScript(/** @type {() => void} */ fn) {
      await page.addInitScript(fn);
      return true;
    },
    async open(/** @type {string} */ url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (/** @type {() => unknown} */ fn) => page.evaluate(fn),
    resize: (/** @type {{ width: number; height: number }} */ size) => page.setViewportSize(size),
    close: () => browser.close(),
  };
}

/** Starts an engine, or returns the reason it cannot run here. */
async function launch(/** @type {string} */ engine) {
  if (engine === 'chromium') return launchChromium();
  if (engine === 'firefox') {
    const firefox = findFirefox();
    return firefox ? launchFirefox(firefox, builds[0].origin) : 'firefox-esr is not installed';
  }
  if (engine === 'webkit') {
    const webkit = findWebKit();
    const driverPort = port + builds.length;
    return webkit
      ? launchWebKit(webkit, builds[0].origin, driverPort)
      : 'WebKitWebDriver, MiniBrowser or xvfb-run is missing';
  }
  return `unknown engine ${engine}`;
}

/** Loads the page and waits for the probe's answer (up to 15 s); 'error' if the load failed. */
async function measure(session, /** @type {boolean} */ probesFromStart, /** @type {string} */ url) {
  try {
    await session.open(url);
  } catch (error) {
    // A busy machine can miss the driver's navigation timeout: one sample lost, not the run.
    console.warn(`${url}: ${String(error)}`);
    return 'error';
  }
  if (!probesFromStart) await session.evaluate(hydrationProbe);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const result = await session.evaluate(readProbe);
    if (result !== null) return result;
    if (Date.now() > deadline) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The median of the numbers, or undefined for none. */
function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return undefined;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Every `_astro/*.js` file of a build, each gzipped at level 9, summed. */
function javaScriptBytes(/** @type {string} */ dir) {
  const folder = join(dir, '_astro');
  const files = readdirSync(folder).filter((name) => name.endsWith('.js'));
  const gzipped = files.map((name) => gzipSync(readFileSync(join(folder, name)), { level: 9 }));
  return { files: files.length, bytes: gzipped.reduce((sum, data) => sum + data.length, 0) };
}

const servers = await Promise.all(
  builds.map(({ dir }, index) => startBenchHost({ root: dir, port: port + index })),
);
/** @type {Map<string, ({ afterLoad: number; fromStart: number } | string)[]>} samples by engine, page and build */
const samples = new Map();
const key = (/** @type {string[]} */ ...parts) => parts.join(' ');
try {
  for (const engine of options.engines.split(',')) {
    let session = await launch(engine);
    if (typeof session === 'string') {
      console.warn(`Skipping ${engine}: ${session}.`);
      continue;
    }
    try {
      await session.resize(viewports.phone);
      let probesFromStart = await session.addInitScript(hydrationProbe);
      for (let run = 0; run < runs; run += 1) {
        for (const page of pages) {
          for (const build of builds) {
            const result = await measure(session, probesFromStart, build.origin + page);
            const list = samples.get(key(engine, page, build.label)) ?? [];
            samples.set(key(engine, page, build.label), [...list, result]);
            if (result !== 'error') continue;
            // A browser that missed one load tends to miss every later one: start it afresh.
            await session.close();
            const restarted = await launch(engine);
            if (typeof restarted === 'string') throw new Error(restarted);
            session = restarted;
            await session.resize(viewports.phone);
            probesFromStart = await session.addInitScript(hydrationProbe);
          }
        }
      }
    } finally {
      await session.close();
    }
    console.warn(`${engine} done`);
  }
} finally {
  for (const server of servers) server.close();
}

/** @typedef {{ afterLoad: number; fromStart: number }} Timing */
const timings = (/** @type {(Timing | string)[]} */ results) =>
  /** @type {Timing[]} */ (results.filter((result) => typeof result === 'object'));
/** Medians as `after load / from the start`, in whole milliseconds. */
const medians = (/** @type {Timing[]} */ list) => {
  const afterLoad = median(list.map((timing) => timing.afterLoad));
  const fromStart = median(list.map((timing) => timing.fromStart));
  return afterLoad === undefined || fromStart === undefined
    ? 'n/a'
    : `${Math.round(afterLoad)} / ${Math.round(fromStart)}`;
};
console.log('Hydrated, median ms after the load event / after the navigation started:\n');
console.log(`| engine | page | ${builds.map(({ label }) => label).join(' | ')} |`);
console.log(`| --- | --- | ${builds.map(() => '---').join(' | ')} |`);
for (const name of [...samples.keys()].filter((name) => name.endsWith(` ${builds[0].label}`))) {
  const [engine, page] = name.split(' ');
  const cells = builds.map(({ label }) => {
    const results = samples.get(key(engine, page, label)) ?? [];
    const measured = timings(results);
    const missed = results.length - measured.length;
    return `${medians(measured)}${missed ? ` (${missed} of ${results.length} missed)` : ''}`;
  });
  console.log(`| ${engine} | ${page} | ${cells.join(' | ')} |`);
}
for (const engine of new Set([...samples.keys()].map((name) => name.split(' ')[0]))) {
  const cells = builds.map(({ label }) =>
    medians(timings(pages.flatMap((page) => samples.get(key(engine, page, label)) ?? []))),
  );
  console.log(`| ${engine} | all pages | ${cells.join(' | ')} |`);
}
console.log(
  '\nSamples (after load/from the start; late: hydrated before the probe could look; timeout: after 15 s; error: no load):',
);
for (const [name, list] of samples) {
  const shown = list.map((value) =>
    typeof value === 'object'
      ? `${Math.round(value.afterLoad)}/${Math.round(value.fromStart)}`
      : value,
  );
  console.log(`${name}: ${shown.join(', ')}`);
}
for (const { label, dir } of builds) {
  const { files, bytes } = javaScriptBytes(dir);
  console.log(`${label}: ${files} JavaScript files in ${dir}/_astro, ${bytes} bytes gzipped`);
}
