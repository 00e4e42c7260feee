import { describe, expect, it } from 'vitest';
import { LOW_TIME_SECONDS as CONTRACT_LOW_TIME } from '@somo/contract/assessments';
import { LOW_TIME_SECONDS } from './exam-constants';

describe('exam constants', () => {
  it('match the contract', () => {
    expect(LOW_TIME_SECONDS).toBe(CONTRACT_LOW_TIME);
  });
});
