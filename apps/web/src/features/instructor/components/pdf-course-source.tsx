import { RotateCw } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload a PDF</CardTitle>
        <CardDescription>
          Somo reads the document, turns its sections into lessons and drafts a quiz from it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <PdfUploadField
          file={draft.file}
          error={draft.fileError}
          disabled={creating}
          onChoose={draft.choose}
          onRemove={draft.clear}
        />
        {draft.stage !== 'idle' && draft.stage !== 'failed' ? (
          <PdfProgress stage={draft.stage} creating={creating} />
        ) : null}
        {draft.error ? (
          <Alert
            variant="error"
            action={
              <Button variant="secondary" size="sm" onClick={draft.retry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            }
          >
            {draft.error}
          </Alert>
        ) : null}
        {draft.analysis ? <PdfAnalysisCard analysis={draft.analysis} /> : null}
        {draft.preview ? <PdfPreviewCard preview={draft.preview} /> : null}
        <PdfTips />
      </CardContent>
    </Card>
  );
}
