import { useState } from 'react';
import styles from './avatar.module.css';

export type AvatarProps = {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** A photo; when it cannot load (offline is normal here) the initials show instead. */
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/** "Rahul Kumar Sharma" → "RS": first letters of the first and last words. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a letter outside the basic plane stays whole.
  const letterOf = (word: string) => Array.from(word)[0] ?? '';
  return (letterOf(first) + (last ? letterOf(last) : '')).toUpperCase();
}

export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  // Remembering which src failed (not a boolean) lets a new src be tried without an effect.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  const showImage = src !== undefined && src !== '' && src !== failedSrc;
  const rootClass = [styles.avatar, styles[size], className].filter(Boolean).join(' ');

  if (!showImage) {
    return (
      <span role="img" aria-label={name} className={rootClass}>
        <span aria-hidden="true">{initialsOf(name)}</span>
      </span>
    );
  }
  return (
    <span className={rootClass}>
      {/* The initials sit under the image, so nothing jumps while it loads. */}
      <span aria-hidden="true">{initialsOf(name)}</span>
      <img className={styles.image} src={src} alt={name} onError={() => setFailedSrc(src)} />
    </span>
  );
}
