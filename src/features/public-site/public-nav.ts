/** The landing page's anchors (spec §2), in page order. */
export const SECTIONS = [
  { id: 'home', title: 'Home' },
  { id: 'features', title: 'Features' },
  { id: 'pricing', title: 'Pricing' },
  { id: 'consulting-projects', title: 'Consulting' },
  { id: 'masterclass-certification', title: 'Masterclass' },
  { id: 'contact-us', title: 'Contact us' },
] as const;
