import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { OfflineBanner } from './offline-banner';
import { setOnline } from '../../test/network';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline banner', () => {
  it('says the connection is lost and what still works while offline, in a polite live region', async () => {
    const { container } = renderWithI18n(<OfflineBanner />);
    const region = container.firstElementChild;
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    setOnline(false);
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
    expect(region).toHaveTextContent('Pages you have opened still work.');
    // What sticks under the site header (the exam's header) moves down by the banner's height.
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toMatch(/^\d+px$/);

    setOnline(true);
    expect(region).toBeEmptyDOMElement();
    expect(document.documentElement.style.getPropertyValue('--offline-banner-height')).toBe('');
  });
});
