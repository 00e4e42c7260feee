import type { Role } from '@somo/contract/auth';
import { paths } from '../paths';

const ROLES: readonly string[] = ['student', 'instructor', 'admin'];
const GUEST_PAGES = new Set([paths.login(), paths.register()]);

function isRole(value: string | null | undefined): value is Role {
  return typeof value === 'string' && ROLES.includes(value);
}

/** Only same-app paths: a `from` of `//evil.example` or `https://…` must never become a redirect target. */
function isSafeInternalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

type DestinationInput = {
  /** The stored intendedCourse, set by 'Sign Up to Enroll' on a course page. */
  intendedCourseId: string | null | undefined;
  /** The page a guard sent the visitor away from. */
  from: string | null | undefined;
  role: string | null | undefined;
};

/** Spec §4: intended course, else the page the visitor came from, else the role dashboard, else home. */
export function postLoginDestination({ intendedCourseId, from, role }: DestinationInput): string {
  const courseId = intendedCourseId?.trim();
  if (courseId) return paths.course(courseId);
  if (from && isSafeInternalPath(from)) {
    const pathname = from.split(/[?#]/, 1)[0] ?? from;
    if (!GUEST_PAGES.has(pathname)) return from;
  }
  if (isRole(role)) return paths.roleDashboard(role);
  return paths.home();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the `from` a guard put in the router state, whether a path string or a location object. */
export function fromLocationState(state: unknown): string | null {
  if (!isRecord(state)) return null;
  const { from } = state;
  if (typeof from === 'string') return from;
  if (!isRecord(from) || typeof from.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
