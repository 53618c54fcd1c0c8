import { refusals, type SheetCaps } from '../sheet-caps';

/**
 * What reading one workbook has spent so far, across all its parts; each spend past its cap
 * refuses the file at once, from inside the loop that spent it.
 */
export class Budget {
  private inflated = 0;
  private elements = 0;
  private chars = 0;

  constructor(readonly caps: SheetCaps) {}

  /** Bytes inflation produced, counted as they come out. */
  bytes(count: number): void {
    this.inflated += count;
    if (this.inflated > this.caps.unpackedBytes) throw refusals.unpacked(this.caps);
  }

  element(): void {
    this.elements += 1;
    if (this.elements > this.caps.elements) throw refusals.elements(this.caps);
  }

  /** Characters of text the reader keeps. */
  text(count: number): void {
    this.chars += count;
    if (this.chars > this.caps.textChars) throw refusals.textChars(this.caps);
  }
}
