import { useLingui } from '@lingui/react';
import type { CertificateStatus } from '@somo/contract/certificates';
import { Badge } from './ui/badge';
import { CERTIFICATE_STATUS_LABELS, CERTIFICATE_STATUS_VARIANTS } from '../lib/certificate-status';

export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  // Subscribes to the interface language: the label is read in it.
  useLingui();
  return <Badge variant={CERTIFICATE_STATUS_VARIANTS[status]}>{CERTIFICATE_STATUS_LABELS[status]}</Badge>;
}
