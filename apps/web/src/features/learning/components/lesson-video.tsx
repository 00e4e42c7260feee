import { useState } from 'react';
import type { LessonView } from '@somo/contract/courses';
import { videoEmbedUrl, youtubeVideoId } from '@somo/contract/video-links';
import { ExternalLink, Play, VideoOff } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { useOnlineStatus } from '../../../lib/use-online-status';

type LessonVideoProps = {
  lesson: Pick<
    LessonView,
    'title' | 'video_url' | 'video_source' | 'video_poster_url' | 'video_captions_url'
  >;
  /** The language the captions are in: the course's. */
  captionsLanguage: string;
};

/**
 * The lesson's video (spec 01 §2): YouTube and Vimeo links play in their players, an uploaded file in the
 * browser's own, any other link is offered as a link. A video that cannot load says so and offers its address.
 * A player is loaded only when the student presses play: it costs about a megabyte, too much to spend on a slow
 * connection for a lesson that may only be read.
 */
export function LessonVideo({ lesson, captionsLanguage }: LessonVideoProps) {
  const { title, video_url: url, video_source: source } = lesson;
  if (!url || !source) return null;
  if (source === 'file') {
    return (
      <UploadedVideo
        url={url}
        title={title}
        posterUrl={lesson.video_poster_url}
        captionsUrl={lesson.video_captions_url}
        captionsLanguage={captionsLanguage}
      />
    );
  }
  const embedUrl = source === 'link' ? null : videoEmbedUrl(url);
  if (!embedUrl) return <VideoLink url={url} />;
  return <EmbeddedPlayer embedUrl={embedUrl} watchUrl={url} title={title} vimeo={source === 'vimeo'} />;
}

/** What YouTube's player asks for (autoplay: it starts at once, as play was already pressed); Vimeo's asks for less. */
/* eslint-disable lingui/no-unlocalized-strings -- permissions policy features, not texts */
const YOUTUBE_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';
const VIMEO_ALLOW = 'autoplay; fullscreen; picture-in-picture';
/* eslint-enable lingui/no-unlocalized-strings */

const FRAME = 'aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-card';

type EmbeddedPlayerProps = {
  embedUrl: string;
  watchUrl: string;
  title: string;
  vimeo: boolean;
};

function EmbeddedPlayer({ embedUrl, watchUrl, title, vimeo }: EmbeddedPlayerProps) {
  const { t } = useLingui();
  const [playing, setPlaying] = useState(false);
  // An offline page cannot reach the player, and the frame would only show the browser's own error page.
  const online = useOnlineStatus();
  if (!online) return <VideoUnavailable url={watchUrl} />;
  if (!playing) {
    const videoId = youtubeVideoId(watchUrl);
    return (
      <PlayPanel
        title={title}
        posterUrl={videoId ? youtubePosterUrl(videoId) : null}
        onPlay={() => setPlaying(true)}
      />
    );
  }
  return (
    <div className={FRAME}>
      <iframe
        src={withAutoplay(embedUrl)}
        title={t`Video: ${title}`}
        className="size-full"
        // The site sends no referrer by default; the players need the origin to start.
        referrerPolicy="strict-origin-when-cross-origin"
        allow={vimeo ? VIMEO_ALLOW : YOUTUBE_ALLOW}
        allowFullScreen
      />
    </div>
  );
}

/** YouTube's 480 × 360 still of a video (about 30 KB), the one its own player shows before it starts. */
function youtubePosterUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** The player starts by itself: the student already pressed play once, on our panel. */
function withAutoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.href;
}

/** Stands in for the player until it is wanted: the video's still (YouTube has one) and a play button. */
function PlayPanel({
  title,
  posterUrl,
  onPlay,
}: {
  title: string;
  posterUrl: string | null;
  onPlay: () => void;
}) {
  const { t } = useLingui();
  // A still that cannot load (a blocked or dropped connection) leaves the plain panel, not a broken image.
  const [posterFailed, setPosterFailed] = useState(false);
  return (
    <button
      type="button"
      onClick={onPlay}
      aria-label={t`Play video: ${title}`}
      className={`${FRAME} group relative block focus-visible:ring-4 focus-visible:ring-brand-500/40 focus-visible:outline-none`}
    >
      {posterUrl && !posterFailed ? (
        <img
          src={posterUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setPosterFailed(true)}
          className="size-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
        />
      ) : null}
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center gap-2 rounded-full bg-slate-900/85 px-5 py-3 text-sm font-semibold text-white shadow-overlay ring-1 ring-white/20 transition-colors group-hover:bg-brand-700">
          <Play className="size-5 fill-current" aria-hidden="true" />
          <Trans>Play video</Trans>
        </span>
      </span>
    </button>
  );
}

type UploadedVideoProps = {
  url: string;
  title: string;
  posterUrl: string | null;
  captionsUrl: string | null;
  captionsLanguage: string;
};

function UploadedVideo({ url, title, posterUrl, captionsUrl, captionsLanguage }: UploadedVideoProps) {
  const { t, i18n } = useLingui();
  const [failed, setFailed] = useState(false);
  if (failed) return <VideoUnavailable url={url} onRetry={() => setFailed(false)} />;
  return (
    <div className={FRAME}>
      {/* A file that cannot be fetched fails on its <source>, one the browser cannot play on the video; React
          hands both to the video's onError. */}
      <video
        controls
        preload="metadata"
        playsInline
        poster={posterUrl ?? undefined}
        aria-label={t`Video: ${title}`}
        className="size-full"
        onError={() => setFailed(true)}
      >
        <source src={url} />
        {captionsUrl ? (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang={captionsLanguage}
            label={languageName(captionsLanguage, i18n.locale) ?? t`Captions`}
            default
          />
        ) : null}
      </video>
    </div>
  );
}

/** 'fr' → 'French' in the interface language, for the player's captions menu. */
function languageName(language: string, locale: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(language);
  } catch {
    return undefined;
  }
}

function VideoUnavailable({ url, onRetry }: { url: string; onRetry?: () => void }) {
  return (
    <div
      role="status"
      className="flex w-full flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-8 text-center sm:aspect-video"
    >
      <VideoOff className="size-8 text-slate-400" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium text-slate-900">
          <Trans>The video could not be loaded.</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>You may be offline, or your network may block it.</Trans>
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        <VideoLink url={url} />
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function VideoLink({ url }: { url: string }) {
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
