import { useLingui } from '@lingui/react/macro';
import { StatusScreen } from '../../../components/status-screen';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <StatusScreen
      documentTitle={t`Page Not Found`}
      mark={
        <span className="bg-gradient-to-br from-brand-600 to-brand-900 bg-clip-text text-7xl font-bold tracking-tighter text-transparent sm:text-8xl">
          404
        </span>
      }
      title={t`Oops! Page Not Found`}
      message={t`The page you are looking for doesn't exist or has been moved.`}
    />
  );
}
