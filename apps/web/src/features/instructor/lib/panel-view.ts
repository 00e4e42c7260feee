/**
 * Where the instructor is inside the Assessments tab, kept in the address next to the page's own ?tab=, so
 * Back, reload and shared links land on the same view.
 */
export type PanelView =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; assessmentId: number }
  | { kind: 'submissions'; assessmentId: number }
  | { kind: 'submission'; assessmentId: number; submissionId: number };

const ASSESSMENT = 'assessment';
const VIEW = 'view';
const SUBMISSION = 'submission';

function toId(value: string | null): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

export function readPanelView(params: URLSearchParams): PanelView {
  const assessment = params.get(ASSESSMENT);
  if (assessment === 'new') return { kind: 'create' };
  const assessmentId = toId(assessment);
  if (assessmentId === null) return { kind: 'list' };
  if (params.get(VIEW) === 'edit') return { kind: 'edit', assessmentId };
  const submissionId = toId(params.get(SUBMISSION));
  if (submissionId !== null) return { kind: 'submission', assessmentId, submissionId };
  return { kind: 'submissions', assessmentId };
}

/** The query string for a view, keeping every parameter that is not the panel's (such as ?tab=). */
export function panelSearch(current: URLSearchParams, view: PanelView): string {
  const params = new URLSearchParams(current);
  for (const key of [ASSESSMENT, VIEW, SUBMISSION]) params.delete(key);
  if (view.kind === 'create') params.set(ASSESSMENT, 'new');
  if (view.kind === 'edit' || view.kind === 'submissions' || view.kind === 'submission') {
    params.set(ASSESSMENT, String(view.assessmentId));
  }
  if (view.kind === 'edit') params.set(VIEW, 'edit');
  if (view.kind === 'submission') params.set(SUBMISSION, String(view.submissionId));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Builds a link ('?…', on the current page) to a view of the assessments panel. */
export type PanelLink = (view: PanelView) => string;

/** The course editor's Assessments tab opened on one view, e.g. a submission to mark, from anywhere. */
export function assessmentsTabSearch(view: PanelView): string {
  return panelSearch(new URLSearchParams({ tab: 'assessments' }), view);
}
