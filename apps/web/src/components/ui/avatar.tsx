import { cn } from '../../lib/cn';
import { initials } from '../../lib/user-display';

type AvatarProps = {
  /** The name the person is shown by (`displayName`, or a server `full_name` / `*_name` field). */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-14 text-lg' };

/**
 * Initials on a tinted circle; decorative, so the name must also be written next to it. The initials are
 * drawn by CSS rather than written as text, like a photo would be: a control holding an avatar is then
 * named by its label alone, and speech input users are not shown letters that are not part of that name.
 */
export function Avatar({ name, size = 'sm', className }: AvatarProps) {
  return (
    <span
      aria-hidden="true"
      data-initials={initials(name)}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ring-2 ring-white after:content-[attr(data-initials)]',
        sizes[size],
        className,
      )}
    />
  );
}
