import { msg } from '@lingui/core/macro';
import type { CertificateStatus } from '@somo/contract/certificates';
import type { BadgeVariant } from '../components/ui/badge';
import { translatedLabels } from './translated-labels';

/** How a certificate's status reads in the signed-in lists (in the interface language when read). */
export const CERTIFICATE_STATUS_LABELS = translatedLabels<CertificateStatus>({
  valid: msg({ message: 'Valid', context: 'certificate' }),
  revoked: msg({ message: 'Revoked', context: 'certificate' }),
  replaced: msg({ message: 'Replaced', context: 'certificate' }),
});

export const CERTIFICATE_STATUS_VARIANTS: Record<CertificateStatus, BadgeVariant> = {
  valid: 'success',
  revoked: 'danger',
  replaced: 'neutral',
};
