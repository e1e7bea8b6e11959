/**
 * Lighthouse benchmark: `npm run bench [-- --runs 3 --pages /,/en/prenota]`.
 * Builds if dist/ is missing, serves dist/ as a host does (brotli, scripts/static-host.mjs), runs
 * Lighthouse (mobile: 4x CPU, 150 ms RTT) on every page `--runs` times (median), and as many
 * times on a copy of each page without its scripts (the floor the LCP is compared with). Scores
 * and metrics come from Lighthouse's default simulated throttling; the LCP is also measured with
 * the throttling applied to the browser, and the comparison with the floor is judged on that
 * (why: docs/performance.md, "Simulated and applied throttling"). Prints a table, writes
 * bench-results/lighthouse.json, and exits 1 when a target is missed.
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
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { DomUtils, parseDocument } from 'htmlparser2';
import lighthouse from 'lighthouse';
import { defaultLocale, locales } from '../i18n/locales.ts';
import { pages as sitePages, uploadPagePath } from '../src/data/pages.ts';
import { site as siteFacts } from '../src/data/site.ts';
import { chromiumArgs, chromiumExecutable } from '../test-support/chromium.ts';
import { selfSignedCertificate } from './self-signed.mjs';
import { resolveFile, startStaticHost } from './static-host.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});

export const targets = {
  score: 100,
  lcpMs: 1200,
  /**
   * LCP may be at most this much above the same page with every script removed, both loaded with
   * the throttling applied to the browser.
   */
  lcpOverFloor: 1.1,
  tbtMs: 50,
  cls: 0.01,
  renderBlocking: 0,
  jsBytes: 70 * 1024,
  uploadJsBytes: 130 * 1024,
};

/** Pages exempt from the SEO score: the operator's page is deliberately noindex. */
const noindexPages = new Set([uploadPagePath]);
/**
 * i18n/paths.ts's `localizePath`, which Node cannot import here (its imports name no `.ts`
 * extension, which Astro's bundler does not need but Node's type stripping does).
 */
const localizePath = (path, locale) =>
  locale === defaultLocale ? path : `/${locale}${path === '/' ? '' : path}`;
const allPages = [
  ...locales.flatMap((locale) => sitePages.map((page) => localizePath(page.path, locale))),
  uploadPagePath,
];
/** The site and the floor are served on this port and the next; the booking stand-in on +2. */
const sitePort = Number(process.env.BENCH_PORT ?? 4601);
const pages = options.pages ? options.pages.split(',') : allPages;
const runs = Number(options.runs);

/** The build to measure: $DIST_DIR (as scripts/serve.mjs), else dist/. */
const distRoot = process.env.DIST_DIR ?? 'dist';
if (options.build || !existsSync(join(distRoot, 'index.html'))) {
  execFileSync('npx', ['astro', 'build', '--outDir', distRoot], { stdio: 'inherit' });
}

/**
 * Two copies of the build. In both, the hero video points at a small local clip: the configured
 * URL is a fictional placeholder whose failed request would be logged as a console error, which
 * measures the placeholder, not the site. The floor copy also has every script removed: the
 * paint time the LCP is compared with.
 */
const siteRoot = join(tmpdir(), `bench-dist-${sitePort}`);
const floorRoot = join(tmpdir(), `bench-dist-noscript-${sitePort}`);
const benchVideo = '/bench-hero-video.webm';

function prepareCopy(root, transform) {
  rmSync(root, { recursive: true, force: true });
  cpSync(distRoot, root, { recursive: true });
  cpSync('e2e/fixtures/hero-video.webm', join(root, benchVideo));
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

// With no hero video configured (the default) the pages are measured as they are: poster alone.
const withLocalVideo = (html) =>
  siteFacts.heroVideo ? html.replaceAll(siteFacts.heroVideo, benchVideo) : html;

/**
 * The page without anything that runs: every script except structured data (which is data, and
 * part of the page's bytes) and every module preload. Parsed, not matched with a pattern, so
 * that the floor is the same markup minus exactly those elements.
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

prepareCopy(siteRoot, withLocalVideo);
prepareCopy(floorRoot, (html) => withoutScripts(withLocalVideo(html)));

/**
 * The booking module's host (a fictional placeholder, unreachable from here anyway) is answered
 * by a local HTTPS stand-in, as late as a remote host would answer. Without it the frame's
 * lookup fails within a millisecond, and Lighthouse counts a request that ends before the first
 * paint as part of it: that would measure this machine's missing internet, not the site.
 */
const bookingHost = new URL(siteFacts.booking.moduleUrl).hostname;
const bookingStandInPort = sitePort + 2;
const remoteAnswerMs = 300;

// The local hosts' certificate (Chrome runs with --ignore-certificate-errors).
const tls = selfSignedCertificate(bookingHost);

function startBookingStandIn() {
  const server = createServer(tls, (_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>Booking</title><p>Booking calendar</p>');
    }, remoteAnswerMs);
  });
  return new Promise((resolve) =>
    server.listen(bookingStandInPort, '127.0.0.1', () => resolve(server)),
  );
}

const bookingStandIn = await startBookingStandIn();
// HTTP/2 over TLS, as the hosts the site is deployed to serve it (scripts/static-host.mjs).
const site = await startStaticHost({ root: siteRoot, port: sitePort, tls });
const floor = await startStaticHost({ root: floorRoot, port: sitePort + 1, tls });
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
      `--host-resolver-rules=MAP ${bookingHost} 127.0.0.1:${bookingStandInPort}`,
      // For the local hosts' self-signed certificate (the site and the booking stand-in).
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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
 * nothing about the page: it is repeated, and still counts as a miss after the last attempt.
 */
async function untilMeasured(url, run, isMeasured, attempts = 3) {
  const result = await run();
  if (isMeasured(result) || attempts <= 1) return result;
  console.warn(`${url}: repeating a run that measured nothing (${result?.error ?? 'NaN'})`);
  return untilMeasured(url, run, isMeasured, attempts - 1);
}

/** One Lighthouse run in a fresh Chrome, with `flags` over the default mobile settings. */
async function runLighthouse(url, flags = {}) {
  const chrome = await launchChrome();
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...flags,
    });
    return lhr;
  } finally {
    await closeChrome(chrome);
  }
}

/** One run with simulated throttling: scores, metrics and bytes. */
const audit = (url, root) =>
  untilMeasured(
    url,
    () => auditOnce(url, root),
    (result) => !result.error && metricKeys.every((key) => Number.isFinite(result[key])),
  );

/**
 * The page's LCP as the browser saw it with the same mobile throttling applied to it (Lighthouse's
 * `devtools` method: the network's latency and bandwidth and the 4x CPU slowdown are real, not
 * simulated). Only the paint audit runs: the others would run on the slowed CPU for nothing.
 */
const appliedLcp = (url) =>
  untilMeasured(
    url,
    async () => {
      const lhr = await runLighthouse(url, {
        throttlingMethod: 'devtools',
        onlyAudits: ['largest-contentful-paint'],
      });
      return lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    },
    Number.isFinite,
  );

/** What measured: the figures depend on the browser build (docs/performance.md). */
const measuredWith = { chromium: chromiumExecutable() ?? 'found by chrome-launcher' };

async function auditOnce(url, root) {
  const lhr = await runLighthouse(url);
  measuredWith.userAgent ??= lhr.environment?.hostUserAgent;
  measuredWith.lighthouse ??= lhr.lighthouseVersion;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type, compress = gzip) =>
    requests
      .filter((item) => item.resourceType === type)
      // The page itself, not the documents of frames it embeds.
      .filter((item) => type !== 'Document' || item.url === lhr.mainDocumentUrl)
      .reduce((sum, item) => sum + compressedBytes(item, root, compress), 0);
  const renderBlocking =
    lhr.audits['render-blocking-insight']?.details?.items?.length ??
    lhr.audits['render-blocking-resources']?.details?.items?.length ??
    0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    html: bytes('Document'),
    htmlBrotli: bytes('Document', brotliCompressSync),
    css: bytes('Stylesheet'),
    js: bytes('Script'),
    renderBlocking,
    error: lhr.runtimeError?.code,
  };
}

const siteUrl = (page) => `https://127.0.0.1:${sitePort}${page}`;
const floorUrl = (page) => `https://127.0.0.1:${sitePort + 1}${page}`;

const results = [];
try {
  for (const page of pages) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(siteUrl(page), siteRoot));
    // The floor is a median too: one run of the script-free page varies as much as the page.
    const floorSamples = [];
    for (let run = 0; run < runs; run += 1)
      floorSamples.push(await audit(floorUrl(page), floorRoot));
    const floorLcp = median(floorSamples.map((sample) => sample.lcp));
    // What the page costs without any of its scripts: the part of the blocking time and the
    // score that no script of ours can take away on this machine (docs/performance.md).
    const floorTbt = median(floorSamples.map((sample) => sample.tbt));
    const floorPerformance = median(floorSamples.map((sample) => sample.performance));
    const applied = [];
    const appliedFloor = [];
    for (let run = 0; run < runs; run += 1) {
      applied.push(await appliedLcp(siteUrl(page)));
      appliedFloor.push(await appliedLcp(floorUrl(page)));
    }
    const result = {
      page,
      floorLcp,
      floorTbt,
      floorPerformance,
      appliedLcp: median(applied),
      appliedFloorLcp: median(appliedFloor),
    };
    for (const key of Object.keys(samples[0]).filter((name) => name !== 'error'))
      result[key] = median(samples.map((sample) => sample[key]));
    result.failures = failures(result);
    results.push(result);
    console.log(`${page}: ${result.failures.length === 0 ? 'ok' : result.failures.join('; ')}`);
  }
} finally {
  site.close();
  floor.close();
  bookingStandIn.close();
}

function failures(result) {
  const missed = [];
  const unmeasured = [...metricKeys, 'appliedLcp', 'appliedFloorLcp'].filter(
    (key) => !Number.isFinite(result[key]),
  );
  if (unmeasured.length > 0) missed.push(`not measured: ${unmeasured.join(', ')}`);
  const scores = [
    'performance',
    'accessibility',
    'bestPractices',
    ...(noindexPages.has(result.page) ? [] : ['seo']),
  ];
  for (const category of scores)
    if (result[category] < targets.score)
      missed.push(
        category === 'performance'
          ? `performance ${result.performance} (${result.floorPerformance} without scripts)`
          : `${category} ${result[category]}`,
      );
  if (result.lcp > targets.lcpMs) missed.push(`LCP ${Math.round(result.lcp)} ms`);
  if (result.appliedLcp > result.appliedFloorLcp * targets.lcpOverFloor)
    missed.push(
      `LCP ${Math.round(result.appliedLcp)} ms vs ${Math.round(result.appliedFloorLcp)} ms ` +
        'without scripts (applied throttling)',
    );
  if (result.tbt > targets.tbtMs)
    missed.push(
      `TBT ${Math.round(result.tbt)} ms (${Math.round(result.floorTbt)} ms without scripts)`,
    );
  if (result.cls > targets.cls) missed.push(`CLS ${result.cls.toFixed(3)}`);
  if (result.renderBlocking > targets.renderBlocking)
    missed.push(`${result.renderBlocking} render-blocking`);
  const jsLimit = result.page === uploadPagePath ? targets.uploadJsBytes : targets.jsBytes;
  if (result.js > jsLimit) missed.push(`JS ${result.js} B`);
  return missed;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const rows = results.map((r) => [
  r.page,
  r.performance,
  r.floorPerformance,
  r.accessibility,
  r.bestPractices,
  noindexPages.has(r.page) ? `(${r.seo})` : r.seo,
  Math.round(r.fcp),
  Math.round(r.lcp),
  Math.round(r.floorLcp),
  Math.round(r.appliedLcp),
  Math.round(r.appliedFloorLcp),
  (r.appliedLcp / r.appliedFloorLcp).toFixed(2),
  Math.round(r.tbt),
  Math.round(r.floorTbt),
  Number(r.cls).toFixed(3),
  kb(r.html),
  kb(r.htmlBrotli),
  kb(r.css),
  kb(r.js),
  r.renderBlocking,
]);
const header = [
  'page',
  'perf',
  'perf no-JS',
  'a11y',
  'bp',
  'seo',
  'FCP ms',
  'LCP ms',
  'LCP no-JS ms',
  'applied LCP ms',
  'applied no-JS ms',
  'applied ratio',
  'TBT ms',
  'TBT no-JS ms',
  'CLS',
  'HTML gz KB',
  'HTML br KB',
  'CSS KB',
  'JS KB',
  'blocking',
];
const table = [header, header.map(() => '---'), ...rows]
  .map((row) => `| ${row.join(' | ')} |`)
  .join('\n');
console.log(
  `\nLighthouse ${measuredWith.lighthouse} mobile, median of ${runs} run(s), ${measuredWith.chromium} ` +
    `(${measuredWith.userAgent}); scores, FCP, LCP, TBT and CLS with simulated throttling, "applied" LCPs ` +
    `with the throttling applied to the browser; bytes are bodies gzipped at level 9 (HTML also brotli), ` +
    `headers excluded.\n\n${table}\n`,
);

mkdirSync('bench-results', { recursive: true });
writeFileSync(
  'bench-results/lighthouse.json',
  `${JSON.stringify({ runs, measuredWith, targets, results }, null, 2)}\n`,
);
const failed = results.filter((result) => result.failures.length > 0);
if (failed.length > 0) {
  console.error(`${failed.length} page(s) missed a target.`);
  process.exit(1);
}
console.log('Every page meets every target.');
