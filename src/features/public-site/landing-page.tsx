import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { PricingPlans } from './pricing-plans';
import { ProgrammesSection } from './programmes-section';
import { PublicLayout } from './public-layout';
import { useHashScroll } from './use-hash-scroll';

/** The marketing landing: its sections carry the anchors the top navigation scrolls to. */
export function LandingPage() {
  useDocumentTitle();
  useHashScroll();
  return (
    <PublicLayout>
      <HeroSection />
      <FeaturesSection />
      <PricingPlans />
      <ProgrammesSection />
      <ContactSection />
    </PublicLayout>
  );
}
