/**
 * Where the instructor is inside the Assessments tab, kept in the address next to the page's own ?tab=, so
 * Back, reload and shared links land on the same view. `page` is the page of the submissions list (from 1,
 * left out for the first), kept while one of its submissions is open so Back returns to it.
 */
export type PanelView =
  | { kind: 'list' }
  | { kind: 'bank' }
  | { kind: 'create' }
  | { kind: 'edit'; assessmentId: number }
  | { kind: 'submissions'; assessmentId: number; page?: number }
  | { kind: 'submission'; assessmentId: number; submissionId: number; page?: number };

const ASSESSMENT = 'assessment';
const VIEW = 'view';
const SUBMISSION = 'submission';
const PAGE = 'page';

function toId(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** A later page of the submissions, or nothing for the first (and for anything that is not a page number). */
function pageOf(params: URLSearchParams): { page?: number } {
  const page = toId(params.get(PAGE));
  return page !== null && page > 1 ? { page } : {};
}

export function readPanelView(params: URLSearchParams): PanelView {
  const assessment = params.get(ASSESSMENT);
  if (assessment === 'new') return { kind: 'create' };
  const assessmentId = toId(assessment);
  if (assessmentId === null) return params.get(VIEW) === 'bank' ? { kind: 'bank' } : { kind: 'list' };
  if (params.get(VIEW) === 'edit') return { kind: 'edit', assessmentId };
  const submissionId = toId(params.get(SUBMISSION));
  if (submissionId !== null) return { kind: 'submission', assessmentId, submissionId, ...pageOf(params) };
  return { kind: 'submissions', assessmentId, ...pageOf(params) };
}

/** The query string for a view, keeping every parameter that is not the panel's (such as ?tab=). */
export function panelSearch(current: URLSearchParams, view: PanelView): string {
  const params = new URLSearchParams(current);
  for (const key of [ASSESSMENT, VIEW, SUBMISSION, PAGE]) params.delete(key);
  if (view.kind === 'create') params.set(ASSESSMENT, 'new');
  if (view.kind === 'edit' || view.kind === 'submissions' || view.kind === 'submission') {
    params.set(ASSESSMENT, String(view.assessmentId));
  }
  if (view.kind === 'edit' || view.kind === 'bank') params.set(VIEW, view.kind);
  if (view.kind === 'submission') params.set(SUBMISSION, String(view.submissionId));
  if ((view.kind === 'submissions' || view.kind === 'submission') && view.page && view.page > 1) {
    params.set(PAGE, String(view.page));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Builds a link ('?…', on the current page) to a view of the assessments panel. */
export type PanelLink = (view: PanelView) => string;

/** The course editor's Assessments tab opened on one view, e.g. a submission to mark, from anywhere. */
export function assessmentsTabSearch(view: PanelView): string {
  return panelSearch(new URLSearchParams({ tab: 'assessments' }), view);
}
