/**
 * The `data` of each event type: ids an integrator can join on, plus the facts they most often need, so most
 * receivers never have to call back. Dates are ISO strings, money in the currency it was paid in.
 */

export function enrollmentCreatedData({ studentId, courseId }: { studentId: number; courseId: number }) {
  return { student_id: studentId, course_id: courseId };
}

export function userCreatedData(user: {
  id: number;
  username: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}) {
  return {
    user_id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
  };
}

export function paymentData(payment: {
  id: number;
  userId: number | null;
  courseId: number | null;
  courseTitle: string;
  amount: number;
  currency: string;
  provider: string;
  receiptNumber: string | null;
  paidAt: Date | null;
  refundedAt: Date | null;
}) {
  return {
    payment_id: payment.id,
    user_id: payment.userId,
    course_id: payment.courseId,
    course_title: payment.courseTitle,
    amount: payment.amount,
    currency: payment.currency,
    provider: payment.provider,
    receipt_number: payment.receiptNumber,
    paid_at: payment.paidAt?.toISOString() ?? null,
    refunded_at: payment.refundedAt?.toISOString() ?? null,
  };
}

export function assessmentSubmittedData({
  assessment,
  submission,
}: {
  assessment: { id: number; courseId: number };
  submission: {
    id: number;
    studentId: number;
    attemptNumber: number;
    score: number | null;
    percentage: number | null;
    isLateSubmission: boolean;
    submittedAt: Date | null;
  };
}) {
  return {
    submission_id: submission.id,
    assessment_id: assessment.id,
    course_id: assessment.courseId,
    student_id: submission.studentId,
    attempt_number: submission.attemptNumber,
    score: submission.score,
    percentage: submission.percentage,
    is_late_submission: submission.isLateSubmission,
    submitted_at: submission.submittedAt?.toISOString() ?? null,
  };
}
