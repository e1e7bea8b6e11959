import { actionNames } from '../lib/actions/names';
import { onAction } from '../lib/actions/on-action';
import {
  acceptExternalMedia,
  consentChangeEvent,
  readConsent,
  type StoredConsent,
} from '../lib/consent';

/*
 * External media (the map frame, the Instagram post) stay placeholders until the visitor accepts
 * external media, in the banner or with a placeholder's button; a choice stored on an earlier
 * page loads them right away. The plain link next to each placeholder always works.
 */

declare global {
  interface Window {
    instgrm?: { Embeds: { process: () => void } };
  }
}

const instagramScriptSrc = 'https://www.instagram.com/embed.js';

/** Instagram renders posts added after its script ran only when asked again. */
const instagramReprocessDelaysMs = [500, 1000];

type ScriptState = 'idle' | 'loading' | 'loaded' | 'failed';

let instagramScript: ScriptState = 'idle';

function processInstagramEmbeds() {
  window.instgrm?.Embeds.process();
}

function instagramRoots() {
  return document.querySelectorAll<HTMLElement>('[data-external-media="instagram"]');
}

/** Shows the posts once Instagram's script is there; until then the placeholder stays. */
function revealInstagramPosts() {
  for (const root of instagramRoots()) {
    if (root.dataset.state === 'loaded') showSlot(root);
  }
  processInstagramEmbeds();
}

function loadInstagramScript() {
  if (instagramScript === 'loaded') revealInstagramPosts();
  if (instagramScript !== 'idle') return;
  instagramScript = 'loading';
  const script = document.createElement('script');
  script.async = true;
  script.src = instagramScriptSrc;
  script.addEventListener('load', () => {
    instagramScript = 'loaded';
    revealInstagramPosts();
    for (const delay of instagramReprocessDelaysMs) setTimeout(processInstagramEmbeds, delay);
  });
  script.addEventListener('error', () => {
    instagramScript = 'failed';
    console.warn('Instagram embed script could not be loaded (blocked or offline).');
    // The placeholder and its plain link stay; its button could only fail again.
    for (const root of instagramRoots()) {
      root.querySelector<HTMLElement>('[data-action]')?.setAttribute('hidden', '');
    }
  });
  document.body.append(script);
}

function instagramContent(root: HTMLElement): HTMLElement {
  const quote = document.createElement('blockquote');
  quote.className = 'instagram-media';
  quote.dataset.instgrmPermalink = root.dataset.permalink ?? '';
  quote.dataset.instgrmVersion = '14';
  return quote;
}

function mapContent(root: HTMLElement): HTMLElement {
  const frame = document.createElement('iframe');
  frame.src = root.dataset.src ?? '';
  frame.title = root.dataset.frameTitle ?? '';
  frame.loading = 'lazy';
  frame.referrerPolicy = 'no-referrer-when-downgrade';
  frame.className = 'size-full border-0';
  return frame;
}

function showSlot(root: HTMLElement) {
  const slot = root.querySelector<HTMLElement>('[data-media-slot]');
  const placeholder = root.querySelector<HTMLElement>('[data-media-placeholder]');
  if (!slot || !placeholder) return;
  // The button disappears with its placeholder: keep keyboard focus where the content is.
  const hadFocus = placeholder.contains(document.activeElement);
  slot.hidden = false;
  placeholder.hidden = true;
  if (hadFocus) slot.focus();
}

function activate(root: HTMLElement) {
  const slot = root.querySelector<HTMLElement>('[data-media-slot]');
  if (!slot || root.dataset.state === 'loaded') return;
  root.dataset.state = 'loaded';
  if (root.dataset.externalMedia === 'instagram') {
    slot.replaceChildren(instagramContent(root));
    loadInstagramScript();
  } else {
    slot.replaceChildren(mapContent(root));
    showSlot(root);
  }
}

/** Withdrawn consent removes the content again (the script already loaded stays). */
function deactivate(root: HTMLElement) {
  const slot = root.querySelector<HTMLElement>('[data-media-slot]');
  const placeholder = root.querySelector<HTMLElement>('[data-media-placeholder]');
  if (!slot || !placeholder || root.dataset.state !== 'loaded') return;
  slot.replaceChildren();
  slot.hidden = true;
  placeholder.hidden = false;
  delete root.dataset.state;
}

function embeds() {
  return document.querySelectorAll<HTMLElement>('[data-external-media]');
}

function applyChoice(mediaAccepted: boolean) {
  for (const root of embeds()) {
    if (mediaAccepted) activate(root);
    else deactivate(root);
  }
}

export function startExternalMedia(): void {
  if (embeds().length === 0) return;
  // A placeholder's button, also when it was tapped before this script arrived.
  onAction(actionNames.loadMedia, () => acceptExternalMedia());
  // Read after onAction: a tap it replays may have just accepted external media.
  if (readConsent()?.media) applyChoice(true);
  window.addEventListener(consentChangeEvent, (event) => {
    applyChoice((event as CustomEvent<StoredConsent>).detail.media);
  });
}
