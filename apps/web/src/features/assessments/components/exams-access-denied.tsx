import { AccessDenied } from '../../../components/access-denied';

/** Spec 01 §2: the assessments page has its own refusal text for instructors and admins. */
export function ExamsAccessDenied() {
  return <AccessDenied message="Access Denied: Only students can access the assessments page." />;
}
