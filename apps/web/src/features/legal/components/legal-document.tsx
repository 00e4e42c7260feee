import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { PageContainer } from '../../../components/ui/page-container';

type LegalDocumentProps = {
  title: string;
  summary: string;
  children: ReactNode;
};

/** Long-form reading layout: a narrow column with comfortable line length. */
export function LegalDocument({ title, summary, children }: LegalDocumentProps) {
  return (
    <PageContainer className="max-w-3xl">
      <DocumentTitle title={title} />
      <article className="rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-card sm:px-10 sm:py-12">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-slate-600">{summary}</p>
        <div className="mt-8 space-y-8 text-[15px] leading-relaxed text-slate-700 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ms-5 [&_li]:list-disc [&_section>*+*]:mt-3 [&_ul]:space-y-1.5">
          {children}
        </div>
      </article>
    </PageContainer>
  );
}
