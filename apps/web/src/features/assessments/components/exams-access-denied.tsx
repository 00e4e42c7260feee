import { useLingui } from '@lingui/react/macro';
import { AccessDenied } from '../../../components/access-denied';

/** Spec 01 §2: the assessments page has its own refusal text for instructors and admins. */
export function ExamsAccessDenied() {
  const { t } = useLingui();
  return <AccessDenied message={t`Access Denied: Only students can access the assessments page.`} />;
}
