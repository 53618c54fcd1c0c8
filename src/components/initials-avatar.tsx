import './initials-avatar.css';

/**
 * A person's initials in a circle, drawn as Radix's soft Avatar draws them. Radix's Avatar is
 * made for a picture (the app has none): it draws an empty circle, learns in a layout effect
 * that there is no picture and draws again. In the shell's header that was a render spawned in
 * the middle of the signed-in page's first commit, with every pending effect of the page run
 * ahead of it, one long task of the first load.
 */
export function InitialsAvatar({ initials, size = '2' }: { initials: string; size?: '2' | '4' }) {
  return (
    <span className="initials-avatar" data-size={size} data-letters={initials.length === 1 ? 'one' : 'two'} aria-hidden="true">
      {initials}
    </span>
  );
}
