import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award } from 'lucide-react';
import { useMyCertificates } from '../../../api/certificates';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';

/**
 * The certificates a student has earned and that still stand, on their profile; each opens its public page,
 * the one to share. Revoked and replaced ones are left to My certificates.
 */
export function ProfileCertificates() {
  const { t } = useLingui();
  const { data } = useMyCertificates();
  const valid = data?.filter((certificate) => certificate.status === 'valid') ?? [];
  if (valid.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Certificates</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={t`Certificates earned`} className="space-y-3">
          {valid.map((certificate) => {
            const completed = formatDate(certificate.completed_at);
            return (
              <li key={certificate.id} className="flex min-w-0 gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-warning-50 text-warning-700">
                  <Award className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0">
                  <Link
                    to={paths.certificate(certificate.id)}
                    className="text-sm font-semibold break-words text-brand-700 hover:underline"
                  >
                    {certificate.course_title}
                  </Link>
                  <p className="text-xs text-slate-500">
                    <Trans>
                      Completed on <time dateTime={certificate.completed_at}>{completed}</time>
                    </Trans>
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
