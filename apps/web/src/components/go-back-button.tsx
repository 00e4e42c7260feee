import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Button } from './ui/button';
import { paths } from '../lib/paths';

function hasPreviousEntry(): boolean {
  const state: unknown = window.history.state;
  // React Router numbers its history entries; 0 means this tab opened directly on this page.
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
    ? state.idx > 0
    : false;
}

export function GoBackButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (hasPreviousEntry()) void navigate(-1);
        else void navigate(paths.home());
      }}
    >
      <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
      <Trans>Go Back</Trans>
    </Button>
  );
}
