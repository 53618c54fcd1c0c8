import { InfoPage } from './info-page';

export function MasterclassPage() {
  return (
    <InfoPage title="Masterclass certification">
      A hands-on programme for HR professionals and coaches: run 360° feedback well and become a certified practitioner.
    </InfoPage>
  );
}
