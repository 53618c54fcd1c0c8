import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactUs, Programmes } from './landing-more';
import { Features, Hero, Pricing } from './landing-sections';
import { PublicLayout } from './public-layout';

export function LandingPage() {
  useDocumentTitle();
  return (
    <PublicLayout>
      <Hero />
      <Features />
      <Pricing />
      <Programmes />
      <ContactUs />
    </PublicLayout>
  );
}
