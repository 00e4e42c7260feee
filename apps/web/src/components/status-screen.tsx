import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { buttonStyles } from './ui/button';
import { DocumentTitle } from './ui/document-title';
import { paths } from '../lib/paths';
import { GoBackButton } from './go-back-button';

type StatusScreenProps = {
  /** A large mark above the title, e.g. '404' or an icon. */
  mark: ReactNode;
  title: string;
  message: string;
  documentTitle: string;
};

/** The shared look of the 404 and Access Denied pages, each with Go Back and Go Home. */
export function StatusScreen({ mark, title, message, documentTitle }: StatusScreenProps) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24">
      <DocumentTitle title={documentTitle} />
      <div className="w-full max-w-lg text-center">
        <div className="mb-6 flex justify-center">{mark}</div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-base text-slate-600">{message}</p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <GoBackButton />
          <Link to={paths.home()} className={buttonStyles()}>
            <Home aria-hidden="true" />
            <Trans>Go Home</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
