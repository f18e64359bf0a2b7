import styles from './avatar.module.css';
import { cn } from './cn';

export type AvatarProps = {
  /** The person's name, the source of the initials. */
  name: string;
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

/**
 * Up to two initials in a circle, drawn here: no image service ever learns the name. Decorative
 * (hidden from screen readers), so show the name beside it.
 */
export function Avatar({ name, size = 'md', className }: AvatarProps) {
  const rootClass = cn(styles.avatar, styles[size], className);
  return (
    <span aria-hidden="true" className={rootClass}>
      {initialsOf(name)}
    </span>
  );
}
