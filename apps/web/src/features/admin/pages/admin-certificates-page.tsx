import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, RefreshCw } from 'lucide-react';
import type { AdminCertificate } from '@somo/contract/certificates';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DocumentTitle } from '../../../components/ui/document-title';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorText } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminCertificates, useReissueCertificate, useRevokeCertificate } from '../api/admin-certificates';
import { CERTIFICATE_COLUMNS, CertificateRow } from '../components/certificate-row';
import { ColumnHeadings } from '../components/column-headings';
import { ListToolbar, SearchField } from '../components/list-toolbar';
import { RevokeCertificateDialog } from '../components/revoke-certificate-dialog';
import { failureText } from '../lib/failure';

const SEARCH_DELAY_MS = 300;
/** The contract's limit on the search text. */
const SEARCH_MAX = 100;

const CERTIFICATE_HEADINGS = [
  { label: msg`Student` },
  { label: msg`Course` },
  { label: msg`Status` },
  { label: msg`Actions`, alignEnd: true },
];

/** Every certificate issued on the platform: check one, revoke one issued in error, re-issue one after a name fix. */
export function AdminCertificatesPage() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const certificates = useAdminCertificates(settled);
  const revoke = useRevokeCertificate();
  const reissue = useReissueCertificate();
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  const [reissuing, setReissuing] = useState<AdminCertificate | null>(null);
  const reissuingName = reissuing?.student_name ?? '';
  const reissuingUsername = reissuing?.student_username ?? '';

  const closeRevoke = () => {
    revoke.reset();
    setRevoking(null);
  };
  const closeReissue = () => {
    reissue.reset();
    setReissuing(null);
  };

  const onRevoke = (reason: string) => {
    if (!revoking) return;
    revoke.mutate(
      { id: revoking.id, reason },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t`Certificate revoked.` });
          closeRevoke();
        },
      },
    );
  };

  const onReissue = () => {
    if (!reissuing) return;
    reissue.mutate(reissuing.id, {
      onSuccess: (issued) => {
        const name = issued.student_name;
        toast({
          variant: 'success',
          title: t`New certificate issued.`,
          description: t`It is in the name of ${name}; the old one now shows Replaced.`,
        });
        closeReissue();
      },
    });
  };

  return (
    <>
      <DocumentTitle title={t`Certificates`} />
      <PageHeader
        title={t`Certificates`}
        description={t`Every certificate issued on the platform. Revoke one issued in error, or re-issue one after a student’s name is corrected.`}
        actions={
          <Button
            variant="secondary"
            loading={certificates.isRefetching && !certificates.isPlaceholderData}
            onClick={() => void certificates.refetch()}
          >
            {certificates.isRefetching ? null : <RefreshCw aria-hidden="true" />}
            <Trans>Refresh</Trans>
          </Button>
        }
      />

      <div className="mt-6">
        <ListToolbar>
          <SearchField
            label={t`Search certificates`}
            placeholder={t`Student, username or course`}
            value={search}
            maxLength={SEARCH_MAX}
            onChange={setSearch}
          />
        </ListToolbar>
      </div>

      {certificates.isPending ? (
        <LoadingState label={t`Loading certificates...`} />
      ) : certificates.isError ? (
        <LoadError
          className="mt-4"
          message={failureText(certificates.error, t`Failed to fetch certificates`, i18n)}
          retrying={certificates.isRefetching}
          onRetry={() => void certificates.refetch()}
        />
      ) : (
        <section aria-label={t`Certificates`} className="mt-4">
          <p className="text-sm text-slate-600" aria-live="polite">
            <Plural value={certificates.data.length} one="# certificate" other="# certificates" />
          </p>
          {certificates.data.length === 0 ? (
            <EmptyState
              icon={Award}
              title={t`No certificates found`}
              description={
                settled ? t`Try another search.` : t`Certificates appear here once students complete courses.`
              }
              className="mt-3"
            />
          ) : (
            <div
              className={cn(
                'mt-3 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-card transition-opacity',
                certificates.isPlaceholderData && 'opacity-60',
              )}
            >
              <ColumnHeadings columns={CERTIFICATE_COLUMNS} headings={CERTIFICATE_HEADINGS} />
              <ul className="divide-y divide-slate-100">
                {certificates.data.map((certificate) => (
                  <li key={certificate.id}>
                    <CertificateRow
                      certificate={certificate}
                      onRevoke={() => setRevoking(certificate)}
                      onReissue={() => setReissuing(certificate)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}

      <RevokeCertificateDialog
        key={revoking?.id ?? 'closed'}
        certificate={revoking}
        pending={revoke.isPending}
        failure={revoke.error ? failureText(revoke.error, t`Failed to revoke the certificate`, i18n) : null}
        onCancel={closeRevoke}
        onRevoke={onRevoke}
      />

      <ConfirmDialog
        needsNetwork
        open={reissuing !== null}
        onOpenChange={(open) => (open ? undefined : closeReissue())}
        title={t`Re-issue this certificate?`}
        description={
          reissuing
            ? t`A new certificate, with a new link, is issued in the name on ${reissuingUsername}’s profile now. This one, in the name of ${reissuingName}, will then show Replaced, with a link to the new one.`
            : undefined
        }
        confirmLabel={t`Re-issue`}
        pendingLabel={t`Re-issuing...`}
        pending={reissue.isPending}
        onConfirm={onReissue}
      >
        <ErrorText
          announce
          message={
            reissue.error ? failureText(reissue.error, t`Failed to re-issue the certificate`, i18n) : null
          }
        />
      </ConfirmDialog>
    </>
  );
}
