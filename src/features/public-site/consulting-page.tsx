import { InfoPage } from './info-page';

export function ConsultingPage() {
  return (
    <InfoPage title="Consulting projects">
      Our consultants help you define your competency model, plan the rollout and turn the 360° results into development plans.
    </InfoPage>
  );
}
