import { z } from 'zod';
import { describeEndpoints } from './endpoint';
import { text } from './text';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A certificate's id is a UUID v4, unguessable, so the link itself is what lets someone see it. */
export function isCertificateId(value: string): boolean {
  return UUID_V4.test(value);
}

/** Any id is taken: one that is not a certificate's answers not found, like an unknown one. */
export const CertificateIdParams = z.object({ id: z.string().max(100) });

export const CERTIFICATE_STATUSES = ['valid', 'revoked', 'replaced'] as const;
export const CertificateStatus = z.enum(CERTIFICATE_STATUSES);
export type CertificateStatus = z.infer<typeof CertificateStatus>;

/** The student's best result in each assessment of the course, as when the certificate was issued. */
export const CertificateScore = z.object({ assessment: z.string(), percentage: z.number() });
export type CertificateScore = z.infer<typeof CertificateScore>;

/** What anyone with the link may see: the certificate's own facts, and nothing about the student beyond them. */
export const PublicCertificate = z.object({
  id: z.string(),
  student_name: z.string(),
  course_title: z.string(),
  instructor_name: z.string(),
  completed_at: z.string(),
  scores: z.array(CertificateScore),
  status: CertificateStatus,
  /** When it was revoked or replaced; null while valid. */
  status_changed_at: z.string().nullable(),
  /** Why it was revoked, as the admin wrote it; null otherwise. */
  revoked_reason: z.string().nullable(),
  /** The certificate that replaced this one, for a corrected name. */
  replaced_by: z.string().nullable(),
  /** The platform's name from its settings, printed as the issuer. */
  site_name: z.string(),
  verification_url: z.string(),
});
export type PublicCertificate = z.infer<typeof PublicCertificate>;

/** One of the signed-in student's certificates. */
export const MyCertificate = PublicCertificate.extend({ course_id: z.number().int() });
export type MyCertificate = z.infer<typeof MyCertificate>;

export const RevokeCertificateBody = z.object({
  reason: text({ error: 'Please give a reason' })
    .trim()
    .min(1, { error: 'Please give a reason' })
    .max(500, { error: 'Reason must be at most 500 characters' }),
});
export type RevokeCertificateBody = z.input<typeof RevokeCertificateBody>;

/** Admin list: every certificate, newest first, with the student's account for a name correction. */
export const AdminCertificate = PublicCertificate.extend({
  course_id: z.number().int(),
  student_id: z.number().int(),
  student_username: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificate>;

export const AdminCertificatesQuery = z.object({
  search: text().trim().max(100).optional(),
});

export const certificateEndpoints = describeEndpoints({
  'GET /certificates/': {
    summary: "The signed-in student's certificates, newest first.",
    tag: 'Certificates',
    auth: 'required',
    roles: ['student'],
    response: z.array(MyCertificate),
    errors: ['forbidden'],
  },
  'GET /certificates/:id/': {
    summary: 'Verifies a certificate: its facts and whether it is valid, revoked or replaced. No sign-in.',
    tag: 'Certificates',
    auth: 'none',
    params: CertificateIdParams,
    response: PublicCertificate,
    errors: ['not_found'],
  },
  'GET /certificates/:id/pdf/': {
    summary:
      'The certificate as a one-page A4 landscape PDF with a QR code of its verification page. No sign-in.',
    tag: 'Certificates',
    auth: 'none',
    params: CertificateIdParams,
    produces: 'application/pdf',
    errors: ['not_found'],
  },
  'GET /admin/certificates/': {
    summary: 'Every certificate, newest first; search by student, username or course.',
    tag: 'Certificates',
    auth: 'required',
    roles: ['admin'],
    query: AdminCertificatesQuery,
    response: z.array(AdminCertificate),
    errors: ['forbidden'],
  },
  'POST /admin/certificates/:id/revoke/': {
    summary: 'Revokes a certificate with a reason; its verification page then says Revoked.',
    tag: 'Certificates',
    auth: 'required',
    roles: ['admin'],
    params: CertificateIdParams,
    body: RevokeCertificateBody,
    response: AdminCertificate,
    errors: ['forbidden', 'not_found', 'conflict'],
  },
  'POST /admin/certificates/:id/reissue/': {
    summary:
      "Issues a new certificate (a new id) with the student's name as on the profile now, after a correction; " +
      'the old one then says Replaced.',
    tag: 'Certificates',
    auth: 'required',
    roles: ['admin'],
    params: CertificateIdParams,
    status: 201,
    response: AdminCertificate,
    errors: ['forbidden', 'not_found', 'conflict'],
  },
});
