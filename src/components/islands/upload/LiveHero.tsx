import { useEffect, useState, type ReactNode } from 'react';
import { heroVideoUpload } from '../../../data/upload';
import { buttonClass } from '../../../lib/button-styles';
import { publishHero } from '../../../lib/upload/hero-publisher';
import { formatDate, formatMegabytes, uploadText } from '../../../lib/upload/template';
import { reportFailure, type HeroSetFailure } from '../../../lib/video/hero-set-error';
import {
  posterOnly,
  publishedHero,
  readHeroes,
  type HeroRecord,
  type HeroRecordInsert,
  type PublishedHero,
  type SupabaseProject,
} from '../../../lib/video/published-hero';
import type { useOperator } from './useOperator';

/** One record: its date, its poster (or the words "poster only") and its sizes, then `children`. */
function Published(props: { record: HeroRecord; shown: PublishedHero; children?: ReactNode }) {
  const { record, shown } = props;
  const date = formatDate(record.published_at);
  return (
    <>
      <p className="font-semibold">{uploadText('live.publishedAt', { date })}</p>
      {shown.poster === undefined ? (
        <p className="text-sm text-muted">{uploadText('live.posterOnly')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-4">
          <img
            src={shown.poster}
            alt={uploadText('live.posterAlt', { date })}
            width={record.width ?? undefined}
            height={record.height ?? undefined}
            loading="lazy"
            className="aspect-video w-40 rounded-lg border border-border bg-bg object-cover"
          />
          {shown.video && (
            <p className="text-sm text-muted">
              {uploadText('live.sizes', {
                phone: formatMegabytes(record.phone_bytes ?? 0),
                wide: formatMegabytes(record.wide_bytes ?? 0),
              })}
            </p>
          )}
        </div>
      )}
      {props.children}
    </>
  );
}

/**
 * What visitors see now, read as the homepage reads it, and the sets published before it: each
 * can be published again (a new record: the history is kept), as can the built poster alone.
 */
export function LiveHero(props: {
  project: SupabaseProject;
  operator: ReturnType<typeof useOperator>;
}) {
  const { project, operator } = props;
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
  const button = (label: 'live.posterOnlyButton' | 'live.republishButton', row: HeroRecordInsert) =>
    operator.mayPublish && (
      <button
        type="button"
        aria-disabled={outcome === 'sending' || undefined}
        onClick={() => void republish(row)}
        className={`${buttonClass(row === posterOnly ? 'outline' : 'quiet')} justify-self-start`}
      >
        {uploadText(label)}
      </button>
    );
  const shown = (record: HeroRecord) => publishedHero(record, project.supabaseUrl);

  const [current, ...earlier] = Array.isArray(history) ? history : [];
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
      {current && (
        <Published record={current} shown={shown(current)}>
          {shown(current).poster !== undefined && button('live.posterOnlyButton', posterOnly)}
        </Published>
      )}
      {earlier.length > 0 && (
        <>
          <h3 className="mt-3 text-lg font-bold tracking-tight">
            {uploadText('live.historyTitle')}
          </h3>
          <ol className="grid gap-4">
            {earlier.map((record) => (
              <li key={record.id} className="grid gap-2 border-t border-border pt-4">
                <Published record={record} shown={shown(record)}>
                  {button('live.republishButton', record)}
                </Published>
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
