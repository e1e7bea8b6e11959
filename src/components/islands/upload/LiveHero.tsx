import { useEffect, useState } from 'react';
import { heroVideoUpload } from '../../../data/upload';
import { buttonClass } from '../../../lib/button-styles';
import { formatDate, formatMegabytes } from '../../../lib/format';
import { publishHero } from '../../../lib/upload/hero-publisher';
import { uploadText } from '../../../lib/upload/template';
import { reportFailure, type HeroSetFailure } from '../../../lib/video/hero-set-error';
import {
  posterOnly,
  publishedHero,
  readHeroes,
  type HeroRecord,
  type HeroRecordInsert,
  type SupabaseProject,
} from '../../../lib/video/published-hero';
import type { Operator } from './useOperator';

/** What visitors see now and the sets before it, each to publish again, or the poster alone. */
export function LiveHero({ project, operator }: { project: SupabaseProject; operator: Operator }) {
  const [history, setHistory] = useState<HeroRecord[] | HeroSetFailure>();
  const [outcome, setOutcome] = useState<HeroRecord | HeroSetFailure | 'sending'>();
  useEffect(() => {
    readHeroes(project, heroVideoUpload.historyRows).then(setHistory, (error: unknown) =>
      setHistory(reportFailure(error)),
    );
  }, [project]);

  async function republish(row: HeroRecordInsert) {
    if (outcome === 'sending') return;
    setOutcome('sending');
    try {
      const records = await publishHero(project, operator.accessToken, row);
      setHistory(records);
      setOutcome(records[0]);
    } catch (error) {
      setOutcome(reportFailure(error));
    }
  }

  const [current, ...earlier] = Array.isArray(history) ? history : [];
  /** A record: its date, its poster (or "poster only") and sizes, and the way to publish again. */
  const published = (record: HeroRecord) => {
    const date = formatDate(record.published_at);
    const { poster, video } = publishedHero(record, project.supabaseUrl);
    // The current one can go back to the built poster, unless it shows it already.
    const row = record !== current ? record : poster !== undefined && posterOnly;
    return (
      <>
        <p className="font-semibold">{uploadText('live.publishedAt', { date })}</p>
        {poster === undefined ? (
          <p className="text-sm text-muted">{uploadText('live.posterOnly')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-4">
            <img
              src={poster}
              alt={uploadText('live.posterAlt', { date })}
              width={record.width ?? undefined}
              height={record.height ?? undefined}
              loading="lazy"
              className="aspect-video w-40 rounded-lg border border-border bg-bg object-cover"
            />
            {video && (
              <p className="text-sm text-muted">
                {uploadText('live.sizes', {
                  phone: formatMegabytes(record.phone_bytes ?? 0),
                  wide: formatMegabytes(record.wide_bytes ?? 0),
                })}
              </p>
            )}
          </div>
        )}
        {operator.mayPublish && row && (
          <button
            type="button"
            aria-disabled={outcome === 'sending' || undefined}
            onClick={() => void republish(row)}
            className={`${buttonClass(row === posterOnly ? 'outline' : 'quiet')} justify-self-start`}
          >
            {uploadText(row === posterOnly ? 'live.posterOnlyButton' : 'live.republishButton')}
          </button>
        )}
      </>
    );
  };

  return (
    <section
      aria-labelledby="live-hero-heading"
      className="mt-8 grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
    >
      <h2 id="live-hero-heading" className="text-xl font-bold tracking-tight">
        {uploadText('live.title')}
      </h2>
      <p className={typeof history === 'string' ? 'text-danger' : 'text-muted empty:hidden'}>
        {history === undefined
          ? uploadText('live.loading')
          : typeof history === 'string'
            ? uploadText('live.unavailable', { cause: uploadText(`failure.${history}`) })
            : !current && uploadText('live.none')}
      </p>
      {current && published(current)}
      {earlier.length > 0 && (
        <>
          <h3 className="mt-3 text-lg font-bold tracking-tight">
            {uploadText('live.historyTitle')}
          </h3>
          <ol className="grid gap-4">
            {earlier.map((record) => (
              <li key={record.id} className="grid gap-2 border-t border-border pt-4">
                {published(record)}
              </li>
            ))}
          </ol>
        </>
      )}
      {!operator.mayPublish && !operator.awaitingApproval && current && (
        <p className="text-sm text-muted">{uploadText('live.signInHint')}</p>
      )}
      <p role="status" className="text-sm font-semibold text-success empty:hidden">
        {typeof outcome === 'object' &&
          uploadText('live.confirmed', { date: formatDate(outcome.published_at) })}
      </p>
      <p role="alert" className="text-sm text-danger empty:hidden">
        {typeof outcome === 'string' && outcome !== 'sending' && uploadText(`failure.${outcome}`)}
      </p>
    </section>
  );
}
