// SCAFFOLD: replaced by the helper that owns this file.
export function AnalyticsPage() {
  return null;
}
