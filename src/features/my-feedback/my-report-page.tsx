// SCAFFOLD: replaced by the helper that owns this file.
export function MyReportPage() {
  return null;
}
