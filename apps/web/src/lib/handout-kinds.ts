import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { attachmentKind, type AttachmentKind } from '@somo/contract/lesson-files';
import { File, FileSpreadsheet, FileText, Presentation, type LucideIcon } from 'lucide-react';

/** Each kind of handout as its readers know it, with its icon; one place for the learner's and the instructor's lists. */
const KINDS: Record<AttachmentKind, { icon: LucideIcon; label: MessageDescriptor }> = {
  pdf: { icon: FileText, label: msg`PDF` },
  docx: { icon: FileText, label: msg`Word document` },
  xlsx: { icon: FileSpreadsheet, label: msg`Excel spreadsheet` },
  pptx: { icon: Presentation, label: msg`PowerPoint presentation` },
  odt: { icon: FileText, label: msg`OpenDocument text` },
  txt: { icon: FileText, label: msg`Text file` },
};

const UNKNOWN = { icon: File, label: msg`File` };

/** The icon and label of a handout's content type; one no lesson offers reads 'File'. */
export function handoutKind(contentType: string): { icon: LucideIcon; label: MessageDescriptor } {
  const kind = attachmentKind(contentType);
  return kind ? KINDS[kind] : UNKNOWN;
}
