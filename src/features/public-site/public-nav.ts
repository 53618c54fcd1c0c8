/** The landing page's anchors, in page order. */
export const SECTIONS = [
  { id: 'home', title: 'Home' },
  { id: 'features', title: 'Features' },
  { id: 'pricing', title: 'Pricing' },
  { id: 'consulting-projects', title: 'Consulting' },
  { id: 'masterclass-certification', title: 'Masterclass' },
  { id: 'contact-us', title: 'Contact us' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * Plain addresses, not router links: the public pages also run without the router (see
 * src/main.tsx). From another page, "/#pricing" loads the landing and scrolls there.
 */
export const sectionHref = (id: SectionId) => `/#${id}`;

/** The contact section with its subject filled in, from a page that is about that subject. */
export const enquiryHref = (subject: string) => `/?subject=${encodeURIComponent(subject)}#contact-us`;

export const SIGN_IN_HREF = '/authentication/login';
export const REGISTER_HREF = '/authentication/register';
