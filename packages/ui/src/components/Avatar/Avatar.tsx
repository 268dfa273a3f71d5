import { clientDisplayName } from '../../format/client-name.ts';
import { avatar } from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];
/**
 * 'circle' for a person; 'square' shows the whole picture uncut (a QR code's corner squares); 'logo'
 * shows a logo in its own shape, square or as wide as a 400x100 one, at the size's height.
 */
export const avatarShapes = ['circle', 'square', 'logo'] as const;
export type AvatarShape = (typeof avatarShapes)[number];

export interface AvatarProps {
  name: string | null | undefined;
  /** The photo's address; without one, the name's first letter. */
  src?: string | null;
  size?: AvatarSize;
  /** Beside the name it shows (a list row): hidden from screen readers, which read the name once. */
  decorative?: boolean;
  shape?: AvatarShape;
}

/** The initial shown when there is no photo: first letter of the name, '?' for an unnamed client. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || '?';

export function Avatar({ name, src, size = 'medium', shape = 'circle', decorative = false }: AvatarProps) {
  const label = clientDisplayName(name);
  if (src) return <img className={avatar({ size, shape })} src={src} alt={decorative ? '' : label} />;
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  // A gym without a logo shows its initial in the usual circle.
  return (
    <span className={avatar({ size, shape: shape === 'logo' ? 'circle' : shape })} {...naming}>
      {initialOf(name)}
    </span>
  );
}
