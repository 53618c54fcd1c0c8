/** One measured figure, with its budget when an issue names one. */
export interface Figure {
  area: string;
  figure: string;
  value: number;
  unit: string;
  /** The figure must be at most this (or at least, when `atLeast`). */
  budget?: number;
  atLeast?: boolean;
}

export interface BenchCase {
  name: string;
  run(): Promise<Figure[]>;
}

export function passes(f: Figure): boolean | undefined {
  if (f.budget === undefined) return undefined;
  return f.atLeast ? f.value >= f.budget : f.value <= f.budget;
}
