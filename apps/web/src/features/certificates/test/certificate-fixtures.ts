import type { MyCertificate, PublicCertificate } from '@somo/contract/certificates';

/** Generous, for a machine busy with other test files at the same time. */
export const LOAD = { timeout: 15_000 };

export const CERTIFICATE_ID = '3f2a9c4e-8b1d-4e7a-9c3f-5d6e7f8a9b0c';
export const NEW_CERTIFICATE_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function publicCertificate(extra: Partial<PublicCertificate> = {}): PublicCertificate {
  const id = extra.id ?? CERTIFICATE_ID;
  return {
    id,
    student_name: 'Amina Nakato',
    course_title: 'Kiswahili for Beginners',
    instructor_name: 'Grace Nakato',
    completed_at: '2026-03-05T10:00:00.000Z',
    scores: [
      { assessment: 'Greetings quiz', percentage: 92.5 },
      { assessment: 'Market role-play', percentage: 80 },
    ],
    status: 'valid',
    status_changed_at: null,
    revoked_reason: null,
    replaced_by: null,
    site_name: 'Somo Academy',
    verification_url: `https://learn.example.org/certificates/${id}`,
    ...extra,
  };
}

export function myCertificate(extra: Partial<MyCertificate> = {}): MyCertificate {
  return { ...publicCertificate(extra), course_id: 5, ...extra };
}
