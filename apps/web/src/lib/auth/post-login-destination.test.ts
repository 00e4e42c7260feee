import { describe, expect, it } from 'vitest';
import { fromLocationState, postLoginDestination } from './post-login-destination';

describe('postLoginDestination', () => {
  it('sends the user to the course they wanted to enrol in first', () => {
    expect(postLoginDestination({ intendedCourseId: '42', from: '/student/forums', role: 'student' })).toBe(
      '/courses/42',
    );
  });

  it('otherwise returns to the page the guard sent them away from', () => {
    expect(
      postLoginDestination({
        intendedCourseId: null,
        from: '/student/courses/7/progress?tab=2',
        role: 'student',
      }),
    ).toBe('/student/courses/7/progress?tab=2');
  });

  it('otherwise opens the dashboard of their role', () => {
    expect(postLoginDestination({ intendedCourseId: null, from: null, role: 'student' })).toBe(
      '/student/dashboard',
    );
    expect(postLoginDestination({ intendedCourseId: '', from: undefined, role: 'instructor' })).toBe(
      '/instructor/dashboard',
    );
    expect(postLoginDestination({ intendedCourseId: null, from: null, role: 'admin' })).toBe(
      '/admin/dashboard',
    );
  });

  it('falls back to home for an unknown role', () => {
    expect(postLoginDestination({ intendedCourseId: null, from: null, role: 'guest' })).toBe('/');
    expect(postLoginDestination({ intendedCourseId: null, from: null, role: null })).toBe('/');
  });

  it('never bounces back to the sign-in or registration page', () => {
    expect(postLoginDestination({ intendedCourseId: null, from: '/login', role: 'admin' })).toBe(
      '/admin/dashboard',
    );
    expect(postLoginDestination({ intendedCourseId: null, from: '/register?x=1', role: 'student' })).toBe(
      '/student/dashboard',
    );
  });

  it('ignores a "from" that would leave the site', () => {
    expect(postLoginDestination({ intendedCourseId: null, from: '//evil.example/x', role: 'student' })).toBe(
      '/student/dashboard',
    );
    expect(
      postLoginDestination({ intendedCourseId: null, from: 'https://evil.example', role: 'student' }),
    ).toBe('/student/dashboard');
  });
});

describe('fromLocationState', () => {
  it('reads the location a guard stored', () => {
    expect(fromLocationState({ from: { pathname: '/exams', search: '?a=1', hash: '#q' } })).toBe(
      '/exams?a=1#q',
    );
  });

  it('reads a plain path', () => {
    expect(fromLocationState({ from: '/notifications' })).toBe('/notifications');
  });

  it('ignores anything else', () => {
    expect(fromLocationState(null)).toBeNull();
    expect(fromLocationState({ from: 3 })).toBeNull();
    expect(fromLocationState('from')).toBeNull();
  });
});
