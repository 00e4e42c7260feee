import { describe, expect, it } from 'vitest';
import { assessmentsTabSearch, panelSearch, readPanelView, type PanelView } from './panel-view';

describe('panel view in the address', () => {
  const tab = new URLSearchParams('tab=assessments');

  it.each<PanelView>([
    { kind: 'list' },
    { kind: 'bank' },
    { kind: 'create' },
    { kind: 'edit', assessmentId: 4 },
    { kind: 'submissions', assessmentId: 4 },
    { kind: 'submissions', assessmentId: 4, page: 3 },
    { kind: 'submission', assessmentId: 4, submissionId: 9 },
    { kind: 'submission', assessmentId: 4, submissionId: 9, page: 2 },
  ])('round-trips %o and keeps the tab', (view) => {
    const search = panelSearch(tab, view);
    const params = new URLSearchParams(search);
    expect(params.get('tab')).toBe('assessments');
    expect(readPanelView(params)).toEqual(view);
  });

  it('falls back to the list for anything it cannot read', () => {
    expect(readPanelView(new URLSearchParams('assessment=abc'))).toEqual({ kind: 'list' });
    expect(readPanelView(new URLSearchParams('assessment=3&submission=x'))).toEqual({
      kind: 'submissions',
      assessmentId: 3,
    });
    for (const page of ['1', '0', '-2', 'two']) {
      expect(readPanelView(new URLSearchParams(`assessment=3&page=${page}`))).toEqual({
        kind: 'submissions',
        assessmentId: 3,
      });
    }
  });

  it('drops the page when leaving the submissions', () => {
    const onPage = new URLSearchParams('tab=assessments&assessment=4&page=2');
    expect(panelSearch(onPage, { kind: 'edit', assessmentId: 4 })).toBe(
      '?tab=assessments&assessment=4&view=edit',
    );
    expect(panelSearch(onPage, { kind: 'submissions', assessmentId: 4 })).toBe(
      '?tab=assessments&assessment=4',
    );
  });

  it('links to a submission on the course editor’s Assessments tab from elsewhere', () => {
    expect(assessmentsTabSearch({ kind: 'submission', assessmentId: 4, submissionId: 9 })).toBe(
      '?tab=assessments&assessment=4&submission=9',
    );
  });
});
