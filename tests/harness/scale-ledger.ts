/**
 * What the load generator sent and what the servers acknowledged (answered 2xx), kept so
 * that the database can be checked afterwards: every acknowledged write must be there.
 */
export class Ledger {
  /** Answers by kind of request and status code. */
  readonly statuses = new Map<string, Map<number, number>>();
  /** The highest draft number sent, and acknowledged, per assignment. */
  readonly draftsSent = new Map<number, number>();
  readonly draftsAcked = new Map<number, number>();
  readonly submitsSent = new Set<number>();
  readonly submitsAcked = new Set<number>();

  answered(kind: string, status: number): void {
    const byStatus = this.statuses.get(kind) ?? new Map<number, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.statuses.set(kind, byStatus);
  }

  draftSent(assignment: number, seq: number): void {
    this.draftsSent.set(assignment, Math.max(seq, this.draftsSent.get(assignment) ?? 0));
  }

  draftAcked(assignment: number, seq: number): void {
    this.draftsAcked.set(assignment, Math.max(seq, this.draftsAcked.get(assignment) ?? 0));
  }

  submitSent(assignment: number): void {
    this.submitsSent.add(assignment);
  }

  submitAcked(assignment: number): void {
    this.submitsAcked.add(assignment);
  }

  /** Answers that were not 2xx, as "kind: status × n", for a failure message. */
  unexpected(): string[] {
    const found: string[] = [];
    for (const [kind, byStatus] of this.statuses) {
      for (const [status, n] of byStatus) if (status < 200 || status > 299) found.push(`${kind}: ${status} × ${n}`);
    }
    return found;
  }

  /** Answers per kind, all statuses together. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.statuses].map(([kind, byStatus]) => [kind, [...byStatus.values()].reduce((a, b) => a + b, 0)]));
  }
}
