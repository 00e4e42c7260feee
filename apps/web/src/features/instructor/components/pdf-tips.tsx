import { Trans } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';

export function PdfTips() {
  return (
    <aside aria-labelledby="pdf-tips-title" className="rounded-xl bg-warning-50 p-4 text-sm text-warning-900">
      <p id="pdf-tips-title" className="flex items-center gap-2 font-semibold">
        <Lightbulb className="size-4" aria-hidden="true" />
        <Trans>Tips for the best results</Trans>
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>
          <Trans>Use a PDF with real text. Scanned pages need text recognition (OCR) first.</Trans>
        </li>
        <li>
          <Trans>Clear headings, such as “Chapter 2” or “3. Watering”, become the lessons.</Trans>
        </li>
        <li>
          <Trans>Keep the file under 10 MB; split a long book into parts.</Trans>
        </li>
        <li>
          <Trans>AI processing takes 1 to 2 minutes. The course is saved as a draft for you to review.</Trans>
        </li>
      </ul>
    </aside>
  );
}
