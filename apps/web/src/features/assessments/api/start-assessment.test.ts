import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isAlreadyInProgress } from './start-assessment';

const refusal = (code: string, message: string) =>
  new ApiError({ status: 400, code, message, serverMessage: message });

describe('isAlreadyInProgress', () => {
  it('recognises the attempt_in_progress code', () => {
    expect(isAlreadyInProgress(refusal('attempt_in_progress', 'Assessment already in progress'))).toBe(true);
  });

  it('reads the code only, never the message', () => {
    expect(isAlreadyInProgress(refusal('bad_request', 'Assessment already in progress'))).toBe(false);
    expect(isAlreadyInProgress(refusal('attempt_in_progress', 'Une tentative est en cours'))).toBe(true);
  });

  it('is false for other refusals and for errors that are not from the API', () => {
    expect(isAlreadyInProgress(refusal('attempts_exhausted', 'You have used all your attempts.'))).toBe(
      false,
    );
    expect(isAlreadyInProgress(new Error('already in progress'))).toBe(false);
  });
});
