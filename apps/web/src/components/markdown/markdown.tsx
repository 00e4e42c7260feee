import { useMemo } from 'react';
import { cn } from '../../lib/cn';
import { renderMarkdown } from './render-markdown';

/** A lesson's Markdown, formatted; everything in it passes the allow-list sanitizer of render-markdown.ts. */
export function Markdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Sanitised above: only allow-listed elements and attributes remain.
  return <div className={cn('lesson-prose', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
