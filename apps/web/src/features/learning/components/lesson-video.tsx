import { ExternalLink } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { youtubeEmbedUrl } from '../utils/lesson-media';

/** A YouTube link plays in the page; any other link is offered as a plain link (spec 01 §2). */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const { t } = useLingui();
  const embed = youtubeEmbedUrl(url);
  if (!embed) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium break-all text-brand-700 hover:border-brand-300 hover:text-brand-800"
      >
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <Trans>
          Open the lesson video
          <span className="sr-only"> (opens in a new tab)</span>
        </Trans>
      </a>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-card">
      <iframe
        src={embed}
        title={t`Video: ${title}`}
        className="size-full"
        loading="lazy"
        // The site sends no referrer by default; YouTube's player needs the origin to start.
        referrerPolicy="strict-origin-when-cross-origin"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
      />
    </div>
  );
}
