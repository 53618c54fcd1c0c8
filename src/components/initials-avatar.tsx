import './initials-avatar.css';

/** The first letters of the first and last name; the first of `fallback` when both are blank. */
function initialsOf(firstName: string, lastName: string, fallback: string): string {
  return (`${firstName.charAt(0)}${lastName.charAt(0)}`.trim() || fallback.charAt(0)).toUpperCase();
}

interface InitialsAvatarProps {
  firstName: string;
  lastName: string;
  /** What gives the letter when the person has no name (their address, their username). */
  fallback: string;
  size?: '2' | '4';
}

/**
 * A person's initials in a circle, drawn as Radix's soft Avatar draws them. Radix's Avatar is
 * made for a picture (the app has none): it draws an empty circle, learns in a layout effect
 * that there is no picture and draws again. In the shell's header that was a render spawned in
 * the middle of the signed-in page's first commit, with every pending effect of the page run
 * ahead of it, one long task of the first load.
 */
export function InitialsAvatar({ firstName, lastName, fallback, size = '2' }: InitialsAvatarProps) {
  const initials = initialsOf(firstName, lastName, fallback);
  return (
    <span className="initials-avatar" data-size={size} data-letters={initials.length === 1 ? 'one' : 'two'} aria-hidden="true">
      {initials}
    </span>
  );
}
