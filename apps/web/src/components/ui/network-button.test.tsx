import type { FormEvent } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { NetworkButton } from './network-button';
import { setOnline } from '../../test/network';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NetworkButton', () => {
  it('works as a button online; offline it says why it does nothing, and works again on reconnect', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderWithI18n(<NetworkButton onClick={onClick}>Enroll Now</NetworkButton>);
    const button = screen.getByRole('button', { name: 'Enroll Now' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    setOnline(false);
    const offline = screen.getByRole('button', { name: 'Enroll Now' });
    expect(offline).toHaveAttribute('aria-disabled', 'true');
    expect(offline).toHaveAccessibleDescription('You are offline. This needs a connection.');
    expect(offline).toHaveAttribute('title', 'You are offline. This needs a connection.');
    await user.click(offline);
    expect(onClick).toHaveBeenCalledTimes(1);

    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Enroll Now' }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('cannot submit its form while offline', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    renderWithI18n(
      <form onSubmit={onSubmit}>
        <NetworkButton type="submit">Save</NetworkButton>
      </form>,
    );
    setOnline(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
