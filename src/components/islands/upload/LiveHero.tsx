import { useState } from 'react';
import type { UploadCopy } from '../../../../i18n/upload-it';
import { buttonClass } from '../../../lib/button-styles';
import {
  posterOnly,
  type HeroRecord,
  type HeroRecordInsert,
} from '../../../lib/upload/hero-record';
import { formatMegabytes } from '../../../lib/upload/megabytes';
import { publishedHeroFrom } from '../../../lib/video/published-hero';
import { onFirstUse } from '../../../lib/upload/on-first-use';
import { fillTemplate } from '../../../../i18n/fill-template';
import { causeText } from './labels';
import { rowOf, type HeroHistory, type Republished } from './useHeroHistory';

interface Props {
  copy: UploadCopy;
  supabaseUrl: string;
  history: HeroHistory;
  /** Signed in, verified and approved: the two ways back are offered. */
  mayPublish: boolean;
  /** Verified, but not approved by the owner: no sign-in hint (the page says why). */
  awaitingApproval: boolean;
  onRepublish: (row: HeroRecordInsert) => Promise<Republished>;
}

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('it', { dateStyle: 'long', timeStyle: 'short' }),
);
const when = (record: HeroRecord) => dateFormat().format(new Date(record.published_at));

/** What the homepage shows for a row: it reads the names the same way, a bad one as none. */
const shownBy = (record: HeroRecord, supabaseUrl: string) =>
  publishedHeroFrom([record], supabaseUrl);

/** One published row: its poster (or the words "poster only"), its date and its sizes. */
function RecordSummary({
  copy,
  supabaseUrl,
  record,
}: {
  copy: UploadCopy;
  supabaseUrl: string;
  record: HeroRecord;
}) {
  const { poster, video } = shownBy(record, supabaseUrl);
  if (poster === undefined) {
    return <p className="text-sm text-muted">{copy['live.posterOnly']}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-4">
      <img
        src={poster}
        alt={fillTemplate(copy['live.posterAlt'], { date: when(record) })}
        width={record.width ?? undefined}
        height={record.height ?? undefined}
        loading="lazy"
        className="aspect-video w-40 rounded-lg border border-border bg-bg object-cover"
      />
      {video && (
        <p className="text-sm text-muted">
          {fillTemplate(copy['live.sizes'], {
            phone: formatMegabytes(record.phone_bytes ?? 0),
            wide: formatMegabytes(record.wide_bytes ?? 0),
          })}
        </p>
      )}
    </div>
  );
}

/**
 * What visitors see now, read from the record as the homepage reads it, and the sets published
 * before it, each of which can be published again (a new row: the history is kept), as can the
 * built poster alone.
 */
export function LiveHero({
  copy,
  supabaseUrl,
  history,
  mayPublish,
  awaitingApproval,
  onRepublish,
}: Props) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Republished | null>(null);

  async function republish(row: HeroRecordInsert) {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(await onRepublish(row));
    } finally {
      setBusy(false);
    }
  }

  const [current, ...earlier] = history.status === 'loaded' ? history.records : [];
  return (
    <section
      aria-labelledby="live-hero-heading"
      className="mt-8 rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
    >
      <h2 id="live-hero-heading" className="text-xl font-bold tracking-tight">
        {copy['live.title']}
      </h2>
      {history.status === 'loading' && <p className="mt-3 text-muted">{copy['live.loading']}</p>}
      {history.status === 'failed' && (
        <p className="mt-3 text-danger">
          {fillTemplate(copy['live.unavailable'], { cause: causeText(history.failure, copy) })}
        </p>
      )}
      {history.status === 'loaded' && current === undefined && (
        <p className="mt-3 text-muted">{copy['live.none']}</p>
      )}
      {current && (
        <div className="mt-4 grid gap-2" data-record-id={current.id}>
          <p className="font-semibold">
            {fillTemplate(copy['live.publishedAt'], { date: when(current) })}
          </p>
          <RecordSummary copy={copy} supabaseUrl={supabaseUrl} record={current} />
        </div>
      )}
      {mayPublish && current && shownBy(current, supabaseUrl).poster !== undefined && (
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => void republish(posterOnly)}
          className={`${buttonClass('outline')} mt-4`}
        >
          {copy['live.posterOnlyButton']}
        </button>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold tracking-tight">{copy['live.historyTitle']}</h3>
          <ol className="mt-3 grid gap-4">
            {earlier.map((record) => (
              <li key={record.id} className="grid gap-2 border-t border-border pt-4">
                <p className="text-sm font-semibold">
                  {fillTemplate(copy['live.publishedAt'], { date: when(record) })}
                </p>
                <RecordSummary copy={copy} supabaseUrl={supabaseUrl} record={record} />
                {mayPublish && (
                  <button
                    type="button"
                    aria-disabled={busy || undefined}
                    onClick={() => void republish(rowOf(record))}
                    className={`${buttonClass('quiet')} justify-self-start`}
                  >
                    {copy['live.republishButton']}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
      {!mayPublish && !awaitingApproval && history.status === 'loaded' && current && (
        <p className="mt-4 text-sm text-muted">{copy['live.signInHint']}</p>
      )}
      <p role="status" className="mt-3 text-sm font-semibold text-success empty:hidden">
        {outcome !== null && 'live' in outcome
          ? fillTemplate(copy['live.confirmed'], { date: when(outcome.live) })
          : ''}
      </p>
      <p role="alert" className="mt-3 text-sm text-danger empty:hidden">
        {outcome !== null && 'failure' in outcome ? causeText(outcome.failure, copy) : ''}
      </p>
    </section>
  );
}
