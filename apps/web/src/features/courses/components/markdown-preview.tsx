import { markdownToPlainText } from '@somo/contract/markdown';
import { lessonPreview } from '../lib/lesson-preview';

/** The opening of a lesson's Markdown as plain text. Its own chunk: only viewers with full access need it. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return lessonPreview(markdownToPlainText(markdown));
}
