/**
 * Paired Lighthouse benchmark: `npm run bench [-- --pairs 9 --pages /,/en,/de --throttling
 * applied --traces]`. Builds the site as deployed with a Supabase project and analytics
 * configured, serves a copy of the build and its script-free twin (every script removed) from
 * one process as a host does (HTTP/2, brotli: scripts/bench-host.mjs), answers the project and
 * the booking host locally, and loads each page and its twin alternately, A B A B, `--pairs`
 * times, each in a fresh Chromium with Lighthouse's mobile throttling, simulated and applied.
 * A page is judged on the medians of its paired differences (TBT page - twin, LCP page / twin)
 * under each method, its CLS, and its deterministic bytes (scripts/bench-verdict.mjs): on this
 * shared machine an absolute time is noise, and both halves of a pair share its load. Absolute
 * scores and times are printed for information only. Prints a table, writes
 * bench-results/lighthouse.json, and exits 1 when a target is missed, 2 when the machine was
 * too loaded to judge a page (docs/performance.md). `--noise-floor` measures each twin against
 * itself: a miss there is the machine's noise alone.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:https';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { DomUtils, parseDocument } from 'htmlparser2';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { locales } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import { heroSetObjects, heroVideoSpec } from '../src/data/hero-video.ts';
import { pages as sitePages, uploadPagePath } from '../src/data/pages.ts';
import { site as siteFacts } from '../src/data/site.ts';
import { chromiumArgs, chromiumExecutable } from '../test-support/chromium.ts';
import { testEnv } from '../test-support/env.ts';
import { selfSignedCertificate } from './self-signed.mjs';
import { resolveFile, startBenchHost } from './bench-host.mjs';
import { loopedClip } from './bench-clip.mjs';
import { transcoderLongestTaskMs } from './bench-transcoder.mjs';
import { judge, pairedFigures, targets } from './bench-verdict.mjs';

const { values: options, positionals } = parseArgs({
  options: {
    pairs: { type: 'string', default: '9' },
    // `--pages /,/en` or `--pages / /en`: the paths after it are taken as pages too.
    pages: { type: 'string' },
    // `simulated`, `applied`, or both (`simulated,applied`).
    throttling: { type: 'string', default: 'simulated,applied' },
    // Keeps each page's first pair's traces, for DevTools' Performance panel.
    traces: { type: 'boolean', default: false },
    // Measures each twin against itself: what this machine's noise alone reads as.
    'noise-floor': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const noiseFloor = options['noise-floor'];

/**
 * Lighthouse's throttling methods, with the same mobile settings (4x CPU, 150 ms RTT, 1.6 Mbps):
 * simulated from an unthrottled load, as PageSpeed Insights shows; applied to the browser while
 * the page loads, as a phone runs its scripts (docs/performance.md).
 */
const lighthouseMethods = { simulated: 'simulate', applied: 'devtools' };
const methods = options.throttling.split(',').filter(Boolean);
for (const method of methods) {
  if (!(method in lighthouseMethods)) throw new Error(`Unknown throttling: ${method}`);
}

const allPages = [
  ...locales.flatMap((locale) => sitePages.map((page) => localizePath(page.path, locale))),
  uploadPagePath,
];
/**
 * Each app and its twin are served on a port and the next: the public site on this one (the
 * booking and Supabase stand-in on + 2), the operator's app, on an origin of its own, on + 3.
 */
const sitePort = Number(process.env.BENCH_PORT ?? 4601);
const listed = [...(options.pages?.split(',') ?? []), ...positionals].filter(Boolean);
const pages = listed.length > 0 ? listed : allPages;
const pairs = Number(options.pairs);

/**
 * The apps to measure, each the build its pages are part of: $DIST_DIR (the public site) and
 * $OPERATOR_DIST_DIR (the operator's app) as they are, else the current source built now with the
 * end-to-end tests' fictional project and measurement id (test-support/env.ts), as a deployed
 * site has them: the homepage then reads its published hero, which the stand-in below answers.
 * Each is served as two copies: the app, and its twin with every script removed.
 */
const apps = [
  { port: sitePort, config: [], builtDir: process.env.DIST_DIR },
  {
    port: sitePort + 3,
    config: ['--config', 'operator/astro.config.mjs'],
    builtDir: process.env.OPERATOR_DIST_DIR,
  },
];
/** The app a page is part of: the operator's page is the operator's app's. */
const appOf = (page) => apps[page === uploadPagePath ? 1 : 0];
const measuredApps = [...new Set(pages.map(appOf))];
function prepareCopy(distRoot, root, transform) {
  rmSync(root, { recursive: true, force: true });
  cpSync(distRoot, root, { recursive: true });
  if (!transform) return;
  const visit = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (entry.name.endsWith('.html'))
        writeFileSync(path, transform(readFileSync(path, 'utf8')));
    }
  };
  visit(root);
}

/**
 * The page without anything that runs: every script except structured data (which is data, and
 * part of the page's bytes) and every module preload. Parsed, not matched with a pattern, so
 * that the twin is the same markup minus exactly those elements.
 * @param {string} html
 */
function withoutScripts(html) {
  const document = parseDocument(html);
  const runnable = DomUtils.findAll(
    (element) =>
      (element.name === 'script' && element.attribs.type !== 'application/ld+json') ||
      (element.name === 'link' && element.attribs.rel === 'modulepreload'),
    document.children,
  );
  runnable.forEach(DomUtils.removeElement);
  return DomUtils.getOuterHTML(document, { encodeEntities: false, decodeEntities: false });
}

for (const app of measuredApps) {
  const distRoot = app.builtDir ?? join(tmpdir(), `bench-build-${app.port}`);
  if (!app.builtDir) {
    execFileSync('npx', ['astro', 'build', ...app.config, '--outDir', distRoot], {
      stdio: 'inherit',
      env: { ...process.env, ...testEnv },
    });
  }
  if (!existsSync(join(distRoot, '_astro'))) throw new Error(`No site built in ${distRoot}`);
  app.siteRoot = join(tmpdir(), `bench-dist-${app.port}`);
  app.twinRoot = join(tmpdir(), `bench-dist-noscript-${app.port}`);
  prepareCopy(distRoot, app.siteRoot, noiseFloor ? withoutScripts : undefined);
  prepareCopy(distRoot, app.twinRoot, withoutScripts);
}

/**
 * The remote hosts (fictional, unreachable from here anyway) are answered by one local HTTPS
 * stand-in, as late as a remote host would answer: the booking module, and the Supabase project
 * with the published hero (its record, a small local clip for both renditions, a poster).
 * Without it a lookup fails within a millisecond, and Lighthouse counts a request that ends
 * before the first paint as part of it: that would measure this machine's missing internet, not
 * the site.
 */
const bookingHost = new URL(siteFacts.booking.moduleUrl).hostname;
const projectHost = new URL(testEnv.PUBLIC_SUPABASE_URL).hostname;
const remoteStandInPort = sitePort + 2;
const remoteAnswerMs = 300;

// The local hosts' certificate (Chrome runs with --ignore-certificate-errors).
const tls = selfSignedCertificate(bookingHost);

/**
 * The published set (named by the product's own heroSetObjects) and the record that names it.
 * The video is the test clip looped to the product's loop length, as a phone would play it.
 */
const heroObjects = heroSetObjects(1764000000000);
const clip = {
  body: await loopedClip(readFileSync('e2e/fixtures/hero-video.webm'), heroVideoSpec.loopSeconds),
  type: 'video/webm',
};
const poster = await sharp({
  create: { width: 1280, height: 720, channels: 3, background: '#2c6e7f' },
})
  .webp()
  .toBuffer();
const storedHero = new Map([
  [heroObjects.wide, clip],
  [heroObjects.phone, clip],
  [heroObjects.poster, { body: poster, type: 'image/webp' }],
]);
const heroRecord = {
  wide_object: heroObjects.wide,
  phone_object: heroObjects.phone,
  poster_object: heroObjects.poster,
  width: 1280,
  height: 720,
  duration_ms: heroVideoSpec.loopSeconds * 1000,
};

/** The project's answer to a request: the hero's record, its stored files, CORS for both. */
function projectAnswer(request) {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '*',
  };
  const { pathname } = new URL(request.url, `https://${projectHost}`);
  const stored = storedHero.get(pathname.split('/').pop());
  if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: '' };
  if (pathname === `/rest/v1/${heroVideoSpec.table}`)
    return {
      status: 200,
      headers: { ...cors, 'Content-Type': 'application/json' },
      body: JSON.stringify([heroRecord]),
    };
  if (pathname.startsWith(`/storage/v1/object/public/${heroVideoSpec.bucket}/`) && stored)
    return { status: 200, headers: { ...cors, 'Content-Type': stored.type }, body: stored.body };
  return { status: 404, headers: cors, body: '' };
}

function startRemoteStandIn() {
  const server = createServer(tls, (request, response) => {
    const answer = request.headers.host?.startsWith(projectHost)
      ? projectAnswer(request)
      : {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
          body: '<!doctype html><title>Booking</title><p>Booking calendar</p>',
        };
    setTimeout(() => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    }, remoteAnswerMs);
  });
  return new Promise((resolve) =>
    server.listen(remoteStandInPort, '127.0.0.1', () => resolve(server)),
  );
}

const remoteStandIn = await startRemoteStandIn();
/**
 * The site's own host answers after 100 ms, as a host across the internet does. From loopback
 * an island's modules, requested in the idle time after the first frame's main-thread work,
 * arrived before that frame was shown (30-70 ms later in this headless shell); Lighthouse's
 * simulation then counted them into LCP (+300 ms, 2 or 3 loads in 10 of /upload-video).
 */
const siteAnswerMs = 100;
// HTTP/2 over TLS, as the hosts the site is deployed to serve it (scripts/bench-host.mjs).
const hosts = [];
for (const { siteRoot, twinRoot, port } of measuredApps) {
  hosts.push(
    await startBenchHost({ root: siteRoot, port, tls, latencyMs: siteAnswerMs }),
    await startBenchHost({ root: twinRoot, port: port + 1, tls, latencyMs: siteAnswerMs }),
  );
}
/**
 * A fresh Chrome for every run, as the Lighthouse CLI does: one browser kept for the whole bench
 * would carry its caches, processes and memory from page to page.
 */
const launchChrome = () =>
  chromeLauncher.launch({
    // The Chromium and the flags the tests use (test-support/chromium.ts).
    chromePath: chromiumExecutable(),
    chromeFlags: [
      // The headless shell is headless anyway; for a full browser this is its new headless mode.
      '--headless',
      ...chromiumArgs,
      `--host-resolver-rules=MAP ${bookingHost} 127.0.0.1:${remoteStandInPort}, ` +
        `MAP ${projectHost} 127.0.0.1:${remoteStandInPort}`,
      // For the local hosts' self-signed certificate (the site and the remote stand-in).
      '--ignore-certificate-errors',
    ],
  });

/** Waits until the browser has exited, so that it does not compete with the next run. */
async function closeChrome(chrome) {
  const { process: browser } = chrome;
  if (browser.exitCode !== null || browser.signalCode !== null) return;
  const exited = new Promise((resolve) => browser.once('exit', resolve));
  chrome.kill();
  await exited;
}

/**
 * A response's compressed body, measured like the budget test does (the file from the served
 * copy, gzip level 9 or brotli) so that HTTP headers do not count; other origins as Lighthouse
 * saw them.
 */
function compressedBytes(item, root, compress) {
  const url = new URL(item.url);
  if (url.hostname !== '127.0.0.1') return item.transferSize ?? 0;
  const file = resolveFile(root, decodeURIComponent(url.pathname));
  return file ? compress(readFileSync(file)).length : 0;
}
const gzip = (body) => gzipSync(body, { level: 9 });

const metricKeys = ['fcp', 'lcp', 'tbt', 'cls'];

/**
 * A run Lighthouse could not complete (a runtime error, a metric it could not compute) says
 * nothing about the page: it is repeated; after the last attempt the metric stays unmeasured.
 */
async function untilMeasured(url, run, attempts = 3) {
  const result = await run();
  const measured = !result.error && metricKeys.every((key) => Number.isFinite(result[key]));
  if (measured || attempts <= 1) return result;
  const unmeasured = metricKeys.filter((key) => !Number.isFinite(result[key]));
  console.warn(
    `${url}: repeating a run that did not measure ${unmeasured.join(', ') || 'the page'} ` +
      `(${[result.error, ...result.auditErrors].filter(Boolean).join('; ') || 'no error given'})`,
  );
  return untilMeasured(url, run, attempts - 1);
}

/** What measured: the figures depend on the browser build and the machine's load. */
const measuredWith = {
  chromium: chromiumExecutable() ?? 'found by chrome-launcher',
  loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(1))),
};

/** The audits a pair needs; the first load of each page runs the whole performance category. */
const pairAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/**
 * One load in a fresh Chrome with Lighthouse's mobile throttling, by `method`. `all` runs the
 * whole performance category (its score and the bytes, once a page); `trace` names a file for
 * the load's trace.
 */
async function measure(url, root, { method, all = false, trace }) {
  const chrome = await launchChrome();
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: lighthouseMethods[method],
      // The browser is new, on about:blank with an empty profile: nothing to clear or leave.
      disableStorageReset: true,
      skipAboutBlank: true,
      // Taken after the load for the report's element pictures, which nothing here reads: 1.5 s.
      disableFullPageScreenshot: true,
      ...(all ? { onlyCategories: ['performance'] } : { onlyAudits: pairAudits }),
    });
    measuredWith.userAgent ??= lhr.environment?.hostUserAgent;
    measuredWith.lighthouse ??= lhr.lighthouseVersion;
    if (trace) writeFileSync(trace, JSON.stringify(artifacts.Trace));
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type, compress = gzip) =>
      requests
        .filter((item) => item.resourceType === type)
        // The page itself, not the documents of frames it embeds.
        .filter((item) => type !== 'Document' || item.url === lhr.mainDocumentUrl)
        .reduce((sum, item) => sum + compressedBytes(item, root, compress), 0);
    const { performance } = lhr.categories;
    return {
      performance: performance ? Math.round(performance.score * 100) : undefined,
      fcp: lhr.audits['first-contentful-paint']?.numericValue,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue,
      tbt: lhr.audits['total-blocking-time']?.numericValue,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue,
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      html: bytes('Document'),
      htmlBrotli: bytes('Document', brotliCompressSync),
      css: bytes('Stylesheet'),
      js: bytes('Script'),
      renderBlocking:
        lhr.audits['render-blocking-insight']?.details?.items?.length ??
        lhr.audits['render-blocking-resources']?.details?.items?.length ??
        0,
      error: lhr.runtimeError?.code,
      // Why an audit has no value (Lighthouse's message), for the warning when a run is repeated.
      auditErrors: pairAudits.map((id) => lhr.audits[id]?.errorMessage).filter(Boolean),
    };
  } finally {
    await closeChrome(chrome);
  }
}

/** Where `--traces` keeps each page's first pair's traces (page and twin, by method). */
const traceDir = join('bench-results', 'traces');
const traceFile = (page, method, side) =>
  join(traceDir, `${page.slice(1).replaceAll('/', '-') || 'index'}-${method}-${side}.json`);

/**
 * The page and its twin, A B A B, under each throttling method in turn: each pair shares
 * whatever load the machine had then.
 */
async function measurePairs(page) {
  const { port, siteRoot, twinRoot } = appOf(page);
  const siteUrl = (path) => `https://127.0.0.1:${port}${path}`;
  const twinUrl = (path) => `https://127.0.0.1:${port + 1}${path}`;
  const runs = Object.fromEntries(methods.map((method) => [method, []]));
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const method of methods) {
      const trace = (side) =>
        options.traces && pair === 0 ? traceFile(page, method, side) : undefined;
      const a = await untilMeasured(siteUrl(page), () =>
        measure(siteUrl(page), siteRoot, {
          method,
          all: pair === 0 && method === methods[0],
          trace: trace('page'),
        }),
      );
      const b = await untilMeasured(twinUrl(page), () =>
        measure(twinUrl(page), twinRoot, { method, trace: trace('twin') }),
      );
      runs[method].push({ page: a, twin: b });
    }
  }
  const first = runs[methods[0]][0].page;
  const result = {
    page,
    // Per method: the judged medians of the pairs and, for information, absolute medians.
    methods: Object.fromEntries(methods.map((method) => [method, pairedFigures(runs[method])])),
    // Lighthouse's measure of the machine's speed before each load, page and twin alike.
    benchmarkIndices: Object.values(runs)
      .flat()
      .flatMap((run) => [run.page.benchmarkIndex, run.twin.benchmarkIndex]),
    // Bytes are deterministic; the score for information: the first load's.
    performance: first.performance,
    html: first.html,
    htmlBrotli: first.htmlBrotli,
    css: first.css,
    js: first.js,
    renderBlocking: first.renderBlocking,
    // Every pair's LCP and TBT (page, twin) by method, to see how the medians came about.
    pairs: Object.fromEntries(
      methods.map((method) => [
        method,
        runs[method].map((run) => ({
          page: { lcp: run.page.lcp, tbt: run.page.tbt },
          twin: { lcp: run.twin.lcp, tbt: run.twin.tbt },
        })),
      ]),
    ),
  };
  const jsLimit = page === uploadPagePath ? targets.uploadJsBytes : targets.jsBytes;
  return { ...result, ...judge({ ...result, jsLimit }) };
}

const signed = (value) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;
/** A judged median with its 95 % bounds (scripts/bench-verdict.mjs): `1.02 [0.97, 1.06]`. */
const withBounds = (value, [low, high], format) =>
  Number.isNaN(low) ? format(value) : `${format(value)} [${format(low)}, ${format(high)}]`;
const lcpCell = (m) => withBounds(m.lcpRatio, m.lcpRatioBounds, (value) => value.toFixed(2));
const tbtCell = (m) => withBounds(m.tbtOverTwin, m.tbtOverTwinBounds, signed);
const indexRange = (indices) =>
  `${Math.round(Math.min(...indices))}-${Math.round(Math.max(...indices))}`;

if (options.traces) mkdirSync(traceDir, { recursive: true });
mkdirSync('bench-results', { recursive: true });
const startedAt = Date.now();
const results = [];
/** Every judged page's pairs, rewritten after each page: a run cut short keeps what it measured. */
const save = (extra = {}) => {
  const run = { pairs, methods, noiseFloor, measuredWith, targets };
  const json = JSON.stringify({ ...run, ...extra, results }, null, 2);
  writeFileSync('bench-results/lighthouse.json', `${json}\n`);
};
try {
  for (const page of pages) {
    const pageStartedAt = Date.now();
    const result = await measurePairs(page);
    result.minutes = Number(((Date.now() - pageStartedAt) / 60_000).toFixed(1));
    results.push(result);
    save({ complete: false });
    // Each page's verdict as it comes, so that a run cut short still says something.
    const figures = Object.entries(result.methods).map(
      ([method, m]) =>
        `${method} LCP x${lcpCell(m)}, TBT ${tbtCell(m)} ms, CLS ${Number(m.cls).toFixed(3)}`,
    );
    console.log(
      `${page}: ${figures.join('; ')}; benchmarkIndex ${indexRange(result.benchmarkIndices)}: ` +
        `${result.verdict}${result.reasons.length > 0 ? ` (${result.reasons.join('; ')})` : ''} ` +
        `(${result.minutes} min)`,
    );
  }
} finally {
  for (const host of hosts) host.close();
  remoteStandIn.close();
}
/** The upload page's transcoder, once, after the loads it would otherwise compete with. */
const transcoder = pages.includes(uploadPagePath)
  ? { longestMainThreadTaskMs: await transcoderLongestTaskMs() }
  : undefined;
measuredWith.loadAverageAtEnd = loadavg().map((load) => Number(load.toFixed(1)));
measuredWith.minutes = Math.round((Date.now() - startedAt) / 60_000);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = results.map((r) => [
  r.page,
  ...methods.flatMap((method) => [lcpCell(r.methods[method]), tbtCell(r.methods[method])]),
  Math.max(...methods.map((method) => r.methods[method].cls)).toFixed(3),
  kb(r.html),
  kb(r.js),
  r.renderBlocking,
  indexRange(r.benchmarkIndices),
  r.performance ?? '-',
  r.verdict,
]);
const header = [
  'page',
  ...methods.flatMap((method) => [`LCP ratio ${method}`, `Δ TBT ms ${method}`]),
  'CLS',
  'HTML KiB gz',
  'JS KB gz',
  'blocking',
  'benchmark index',
  'score',
  '',
];
const table = [header, header.map(() => '---'), ...rows]
  .map((row) => `| ${row.join(' | ')} |`)
  .join('\n');
console.log(
  (noiseFloor ? '\nNoise floor: each page is its script-free twin, twice.' : '') +
    `\nLighthouse ${measuredWith.lighthouse} mobile, throttling ${methods.join(' and ')}, ` +
    `${pairs} pairs per page and method ` +
    `(page, twin), ${measuredWith.chromium} (${measuredWith.userAgent}), ${measuredWith.minutes} min, ` +
    `load average ${measuredWith.loadAverageAtStart.join(' ')} at the start, ` +
    `${measuredWith.loadAverageAtEnd.join(' ')} at the end. Judged: LCP ratio and Δ TBT (medians ` +
    `of the pairs; in brackets, bounds that hold the true median with 95 % confidence) under ` +
    `each method, CLS (the larger), bytes (gzip 9, headers excluded); not ` +
    `judged where Lighthouse's benchmark index swung more than ${targets.benchmarkIndexSwing}x ` +
    `among a page's loads or its script-free twin blocked over ${targets.twinTbtMs} ms. For information: the benchmark index's range and the performance ` +
    `score (${methods[0]}, first load).` +
    (transcoder
      ? ` Transcoder (${uploadPagePath}, a 20 s 1080p source, unthrottled): longest main-thread ` +
        `task ${Math.round(transcoder.longestMainThreadTaskMs)} ms.`
      : '') +
    `\n\n${table}\n`,
);

save({ complete: true, transcoder });
const count = (verdict) => results.filter((result) => result.verdict === verdict).length;
if (count('miss') > 0) {
  console.error(`${count('miss')} page(s) missed a target.`);
  process.exit(1);
}
if (count('too loaded') > 0) {
  console.error(
    `${count('too loaded')} page(s) not judged: the machine was too busy while they were ` +
      'measured. Run the bench again on a quieter machine.',
  );
  process.exit(2);
}
console.log('Every page meets every target.');
