import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { ENROLL_TEXT, checkoutFailure, enrollFailure, nonStudentMessage } from './enroll-outcome';

const apiError = (status: number, serverMessage: string | null = null) =>
  new ApiError({ status, code: `http_${status}`, message: serverMessage ?? 'x', serverMessage });

describe('enrolment outcomes (spec 01 §8)', () => {
  it('treats 409 as already enrolled', () => {
    expect(enrollFailure(apiError(409, 'You are already enrolled in this course.'))).toEqual({
      kind: 'already-enrolled',
      message: 'You are already enrolled in this course.',
    });
  });

  it('asks for a new sign-in on 401', () => {
    expect(enrollFailure(apiError(401, 'Token expired'))).toEqual({
      kind: 'sign-in-again',
      message: 'Authentication failed. Please log in again.',
    });
  });

  it('denies on 403 with the permission text and the access-denied alert', () => {
    expect(
      enrollFailure(apiError(403, 'Instructors cannot enroll in courses. Only students can enroll.')),
    ).toEqual({
      kind: 'denied',
      message: "You don't have permission to enroll in this course.",
      alert: 'Access denied. Please contact support if you believe this is an error.',
    });
  });

  it('shows the server text for 400, or a generic invalid-request text', () => {
    expect(enrollFailure(apiError(400, 'course_id must be a course id'))).toEqual({
      kind: 'failed',
      message: 'course_id must be a course id',
    });
    expect(enrollFailure(apiError(400))).toEqual({ kind: 'failed', message: 'Invalid enrollment request.' });
  });

  it('hides server failures behind one text', () => {
    expect(enrollFailure(apiError(500, 'Internal error'))).toMatchObject({
      message: 'Server error. Please try again later.',
    });
    expect(enrollFailure(apiError(503))).toMatchObject({ message: 'Server error. Please try again later.' });
  });

  it('names a network failure', () => {
    expect(
      enrollFailure(new ApiError({ status: 0, code: 'network_error', message: 'Failed to fetch' })),
    ).toEqual({
      kind: 'failed',
      message: 'Network connection failed. Please check your internet connection.',
    });
  });

  it('shows any other server text, else the generic failure', () => {
    expect(enrollFailure(apiError(404, 'Course not found.'))).toMatchObject({ message: 'Course not found.' });
    expect(enrollFailure(apiError(402, 'Payment required'))).toMatchObject({ message: 'Payment required' });
    expect(enrollFailure(apiError(418))).toMatchObject({ message: 'Enrollment failed. Please try again.' });
    expect(enrollFailure(new Error('boom'))).toMatchObject({
      message: 'Enrollment failed. Please try again.',
    });
  });

  it('tells non-students that only students enrol', () => {
    expect(nonStudentMessage('instructor')).toBe(
      'Instructors cannot enroll in courses. Only students can enroll.',
    );
    expect(nonStudentMessage('admin')).toBe('Admins cannot enroll in courses. Only students can enroll.');
  });

  it('keeps the success text exact', () => {
    expect(ENROLL_TEXT.success).toBe('Successfully enrolled in the course!');
  });
});

describe('checkout outcomes', () => {
  it('says in the server’s words that payments are not set up, or that the provider did not answer', () => {
    expect(checkoutFailure(apiError(503, 'Payments are not set up on this platform.'))).toEqual({
      kind: 'failed',
      message: 'Payments are not set up on this platform.',
    });
    expect(checkoutFailure(apiError(502, 'The payment provider did not answer.'))).toEqual({
      kind: 'failed',
      message: 'The payment provider did not answer.',
    });
  });

  it('answers everything else as an enrolment would', () => {
    expect(checkoutFailure(apiError(409, 'You are already enrolled in this course.'))).toMatchObject({
      kind: 'already-enrolled',
    });
    expect(checkoutFailure(apiError(401))).toMatchObject({ kind: 'sign-in-again' });
    expect(checkoutFailure(apiError(503))).toMatchObject({
      message: 'Server error. Please try again later.',
    });
    expect(checkoutFailure(apiError(500, 'Internal error'))).toMatchObject({
      message: 'Server error. Please try again later.',
    });
    expect(checkoutFailure(new Error('Unusable checkout address'))).toMatchObject({
      message: 'Enrollment failed. Please try again.',
    });
  });
});
