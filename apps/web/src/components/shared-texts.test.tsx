import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { renderWithI18n } from '../test/render-with-i18n';
import { ConfirmDialog } from './ui/confirm-dialog';
import { LoadingState } from './ui/spinner';
import { PasswordInput } from './ui/password-input';
import { PaymentStatusBadge } from './payment-status-badge';
import { messagesOf } from '../test/catalogues';

const french = messagesOf('fr');
const swahili = messagesOf('sw');

afterEach(() => {
  act(() => i18n.activate('en'));
});

describe('shared components speak the interface language', () => {
  it('switches their texts at once when the language changes, without a reload', () => {
    renderWithI18n(
      <>
        <LoadingState />
        <PasswordInput aria-label="Password" />
        <PaymentStatusBadge status="succeeded" />
      </>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();

    act(() => i18n.loadAndActivate({ locale: 'fr', messages: french }));

    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeInTheDocument();
    expect(screen.getByText('Terminé')).toBeInTheDocument();
  });

  it('names the confirm dialog’s buttons in Swahili', () => {
    act(() => i18n.loadAndActivate({ locale: 'sw', messages: swahili }));
    renderWithI18n(
      <ConfirmDialog
        open
        onOpenChange={() => undefined}
        title="Futa?"
        confirmLabel="Futa"
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Funga' })).toBeInTheDocument();
  });
});
