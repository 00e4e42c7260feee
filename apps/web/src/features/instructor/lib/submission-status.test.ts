import { describe, expect, it } from 'vitest';
import { assessmentDisplayStatus } from '@somo/contract/assessments';
import { submissionVerdict } from './submission-status';

describe('assessment display status', () => {
  const now = new Date('2030-06-15T12:00:00Z');
  const open = { is_active: true, start_date: null, due_date: null };

  it('is Inactive when switched off, whatever the dates', () => {
    expect(
      assessmentDisplayStatus({ ...open, is_active: false, due_date: '2030-01-01T00:00:00Z' }, now),
    ).toBe('Inactive');
  });

  it('is Closed once the due date has passed', () => {
    expect(assessmentDisplayStatus({ ...open, due_date: '2030-06-15T11:59:00Z' }, now)).toBe('Closed');
  });

  it('is Scheduled before the start date', () => {
    expect(assessmentDisplayStatus({ ...open, start_date: '2030-06-16T09:00:00Z' }, now)).toBe('Scheduled');
  });

  it('is Active otherwise', () => {
    expect(assessmentDisplayStatus(open, now)).toBe('Active');
    expect(
      assessmentDisplayStatus(
        { ...open, start_date: '2030-06-01T00:00:00Z', due_date: '2030-07-01T00:00:00Z' },
        now,
      ),
    ).toBe('Active');
  });
});

describe('submission verdict', () => {
  it('shows Passed or Failed for submitted attempts by the passing score', () => {
    expect(submissionVerdict({ status: 'submitted', percentage: 70 }, 70)).toBe('passed');
    expect(submissionVerdict({ status: 'submitted', percentage: 69.9 }, 70)).toBe('failed');
    expect(submissionVerdict({ status: 'submitted', percentage: null }, 0)).toBe('passed');
  });

  it('gives no verdict while written answers wait for marking', () => {
    expect(submissionVerdict({ status: 'submitted', percentage: 90, awaiting_marking: 1 }, 70)).toBe(
      'needs_marking',
    );
    expect(submissionVerdict({ status: 'submitted', percentage: 90, awaiting_marking: 0 }, 70)).toBe(
      'passed',
    );
  });

  it('shows In progress and Not Started otherwise', () => {
    expect(submissionVerdict({ status: 'in_progress', percentage: null }, 70)).toBe('in_progress');
    expect(submissionVerdict({ status: 'expired', percentage: null }, 70)).toBe('not_started');
  });
});
