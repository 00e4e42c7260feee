import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonAttachment } from '@somo/contract/courses';
import { Download } from 'lucide-react';
import { formatBytes } from '../../../lib/format';
import { handoutKind } from '../../../lib/handout-kinds';

/** The lesson's handouts to download, under its text; nothing when it has none. */
export function LessonHandouts({ attachments }: { attachments: LessonAttachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <section aria-labelledby="lesson-handouts" className="space-y-3">
      <h3 id="lesson-handouts" className="text-base font-semibold text-slate-900">
        <Trans>Handouts</Trans>
      </h3>
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200">
        {attachments.map((attachment) => (
          <li key={attachment.id}>
            <Handout attachment={attachment} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Handout({ attachment }: { attachment: LessonAttachment }) {
  const { i18n } = useLingui();
  const { name, size, url } = attachment;
  const { icon: Icon, label } = handoutKind(attachment.content_type);
  const details = `${i18n._(label)} · ${formatBytes(size)}`;
  return (
    <a
      href={url}
      download={name}
      className="flex items-center gap-3 bg-white px-4 py-3 text-sm transition-colors hover:bg-slate-50"
    >
      <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium break-all text-slate-900">
          <span className="sr-only">
            <Trans>Download</Trans>{' '}
          </span>
          {name}
        </span>
        <span className="block text-xs text-slate-500">{details}</span>
      </span>
      <Download className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
    </a>
  );
}
