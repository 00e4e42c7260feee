import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../../lib/auth/auth-context';
import type { TimedAssessmentDetail } from '../api/get-student-assessment';
import type { AttemptStore, StoredAttempt } from '../lib/answer-queue';
import { createAttemptStore } from '../lib/attempt-store';

export type DeviceAttempt = {
  store: AttemptStore<TimedAssessmentDetail>;
  /** True until this device's copy has been read. */
  loading: boolean;
  attempt: StoredAttempt<TimedAssessmentDetail> | undefined;
};

/** The signed-in student's copy of their running attempt on this device, read once when the exam opens. */
export function useDeviceAttempt(assessmentId: number): DeviceAttempt {
  const { user } = useAuth();
  const userId = user?.id ?? 0;
  const store = useMemo(() => createAttemptStore<TimedAssessmentDetail>(userId), [userId]);
  const [read, setRead] = useState<{
    key: string;
    attempt: StoredAttempt<TimedAssessmentDetail> | undefined;
  }>();
  const key = `${userId}:${assessmentId}`;

  useEffect(() => {
    let current = true;
    // A device that cannot read its store opens the exam from the server alone.
    const done = (attempt: StoredAttempt<TimedAssessmentDetail> | undefined) => {
      if (current) setRead({ key, attempt });
    };
    store.get(assessmentId).then(done, () => done(undefined));
    return () => {
      current = false;
    };
  }, [store, assessmentId, key]);

  const loaded = read?.key === key;
  return { store, loading: !loaded, attempt: loaded ? read.attempt : undefined };
}
