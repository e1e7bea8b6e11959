import { heroSetObjects } from '../src/data/hero-video';
import { storageObjectUrl } from '../src/lib/video/published-hero';
import { testEnv } from './env';

/* The published hero as the Supabase project of the end-to-end build serves it. */

export const supabaseUrl = testEnv.PUBLIC_SUPABASE_URL;
/** The objects of the published set, and their public URLs. */
const heroObjects = heroSetObjects(1764000000000);
export const heroUrls = {
  wide: storageObjectUrl(supabaseUrl, heroObjects.wide),
  phone: storageObjectUrl(supabaseUrl, heroObjects.phone),
  poster: storageObjectUrl(supabaseUrl, heroObjects.poster),
} as const;

/** The record's row as PostgREST gives it for the homepage's `select`. */
export const heroRow = {
  wide_object: heroObjects.wide,
  phone_object: heroObjects.phone,
  poster_object: heroObjects.poster,
  width: 1280,
  height: 720,
  duration_ms: 15000,
};

/** "Poster only": the built poster and no video. */
export const posterOnlyRow = {
  ...heroRow,
  wide_object: null,
  phone_object: null,
  poster_object: null,
};
