import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import type { usePdfDraft } from '../lib/use-pdf-draft';
import { PdfAnalysisCard } from './pdf-analysis-card';
import { PdfPreviewCard } from './pdf-preview-card';
import { PdfProgress } from './pdf-progress';
import { PdfTips } from './pdf-tips';
import { PdfUploadField } from './pdf-upload-field';

type PdfCourseSourceProps = {
  draft: ReturnType<typeof usePdfDraft>;
  creating: boolean;
};

/** Spec 02 §2, PDF mode: the file chooser, the analysis and preview panels, and the tips. */
export function PdfCourseSource({ draft, creating }: PdfCourseSourceProps) {
  const { i18n } = useLingui();
  const { failure, fileError } = draft;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Upload a PDF</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Somo reads the document, turns its sections into lessons and drafts a quiz from it.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <PdfUploadField
          file={draft.file}
          error={fileError ? i18n._(fileError) : null}
          disabled={creating}
          onChoose={draft.choose}
          onRemove={draft.clear}
        />
        {draft.stage !== 'idle' && draft.stage !== 'failed' ? (
          <PdfProgress stage={draft.stage} creating={creating} />
        ) : null}
        {failure ? (
          <Alert
            variant="error"
            action={
              <Button variant="secondary" size="sm" onClick={draft.retry}>
                <RotateCw aria-hidden="true" />
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {errorMessage(failure.error, i18n._(failure.fallback))}
          </Alert>
        ) : null}
        {draft.analysis ? <PdfAnalysisCard analysis={draft.analysis} /> : null}
        {draft.preview ? <PdfPreviewCard preview={draft.preview} /> : null}
        <PdfTips />
      </CardContent>
    </Card>
  );
}
