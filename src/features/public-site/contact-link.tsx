import { Link } from '@radix-ui/themes';
import { sectionHref } from './public-nav';

/**
 * The way to reach the sales team. The site shows no address of its own (the inbox is
 * server configuration), so the legal pages point at the contact form that reaches it.
 */
export function ContactLink() {
  return (
    <Link href={sectionHref('contact-us')} underline="always">
      the contact form on our home page
    </Link>
  );
}
