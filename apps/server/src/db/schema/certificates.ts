import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CertificateScore } from '@somo/contract/certificates';
import { courses } from './courses';
import { users } from './users';

/**
 * One per student and course while in force. The names and scores are copied in at issue, as they were then:
 * a certificate says what it said the day it was earned. A name correction issues a new one (a new id) and
 * marks this one replaced; a revoked one stays revoked.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** UUID v4 from gen_random_uuid(): the link is the secret. */
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentName: text('student_name').notNull(),
    courseTitle: text('course_title').notNull(),
    instructorName: text('instructor_name').notNull(),
    scores: jsonb('scores').$type<CertificateScore[]>().notNull().default([]),
    /** When the course was completed; a re-issued certificate keeps the original's. */
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    replacedBy: uuid('replaced_by'),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Where the PDF is kept once made (its uploads URL), and the address its link and QR code were printed with. */
    pdfKey: text('pdf_key'),
    pdfBaseUrl: text('pdf_base_url'),
    /** When the e-mail announcing it was handed to the mailer; null until one process claims it. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    // Exactly one in force per student and course, however the completing steps race.
    uniqueIndex('certificates_student_course_idx')
      .on(t.studentId, t.courseId)
      .where(sql`${t.replacedBy} is null`),
    index('certificates_course_idx').on(t.courseId),
    index('certificates_issued_idx').on(t.issuedAt.desc()),
  ],
);
