import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PdfAnalysis } from '@somo/contract/ai';
import { Badge } from '../../../components/ui/badge';
import { usePlatformCurrency, usePrice } from '../../../lib/money';
import { durationLabel } from '../lib/pdf-file';
import { languageLabel } from '../lib/instructor-rules';

/** Spec 02 §9: three learning objectives are shown. */
const OBJECTIVES_SHOWN = 3;

const DIFFICULTY_LABELS: Record<PdfAnalysis['difficulty_level'], MessageDescriptor> = {
  beginner: msg`Beginner`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export function PdfAnalysisCard({ analysis }: { analysis: PdfAnalysis }) {
  const currency = usePlatformCurrency();
  const price = usePrice(analysis.suggested_price, currency);
  const { i18n } = useLingui();
  const duration = durationLabel(i18n, analysis.estimated_duration);
  const suggested = price.main;
  return (
    <section
      aria-labelledby="pdf-analysis-title"
      className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-5"
    >
      <div className="space-y-1">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>PDF analysis</Trans>
        </p>
        <h3 id="pdf-analysis-title" className="text-base font-semibold break-words text-slate-900">
          {analysis.title}
        </h3>
        <p className="text-sm break-words text-slate-600">{analysis.description}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant="brand">{i18n._(DIFFICULTY_LABELS[analysis.difficulty_level])}</Badge>
        <Badge>{languageLabel(i18n, analysis.language)}</Badge>
        <Badge>
          <Trans>About {duration}</Trans>
        </Badge>
        <Badge>{analysis.content_type}</Badge>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-800">
            <Trans>Target audience</Trans>
          </dt>
          <dd className="text-slate-600">{analysis.target_audience}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-800">
            <Trans>Suggested price</Trans>
          </dt>
          <dd className="text-slate-600">
            <Trans>{suggested} — set your own below.</Trans>
          </dd>
        </div>
      </dl>
      {analysis.learning_objectives.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-slate-800">
            <Trans>Learning objectives</Trans>
          </p>
          <ul className="mt-1.5 list-disc space-y-1 ps-5 text-slate-600">
            {analysis.learning_objectives.slice(0, OBJECTIVES_SHOWN).map((objective) => (
              <li key={objective} className="break-words">
                {objective}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
