import { avatar } from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps {
  name: string | null | undefined;
  /** The photo's address; without one, the name's first letter. */
  src?: string | null;
  size?: AvatarSize;
  /** Beside the name written out (a list row): hidden from screen readers, so the name is read once. */
  decorative?: boolean;
}

/** The initial shown when there is no photo: first letter of the name, '?' for an unnamed client. */
export const initialOf = (name: string | null | undefined) => name?.trim().charAt(0).toUpperCase() || '?';

export function Avatar({ name, src, size = 'medium', decorative = false }: AvatarProps) {
  const label = name?.trim() || 'Unnamed Client';
  if (decorative) {
    return src ? (
      <img className={avatar({ size })} src={src} alt="" />
    ) : (
      <span className={avatar({ size })} aria-hidden="true">
        {initialOf(name)}
      </span>
    );
  }
  return src ? (
    <img className={avatar({ size })} src={src} alt={label} />
  ) : (
    <span className={avatar({ size })} role="img" aria-label={label}>
      {initialOf(name)}
    </span>
  );
}
