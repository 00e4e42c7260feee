import { AccessDenied } from '../../../components/access-denied';

export function AccessDeniedPage() {
  return <AccessDenied />;
}
