import type { BenchCase } from '../lib/types';
import { foundation } from './foundation';

/** Every benchmark, in the order they run. Later areas add theirs here. */
export const cases: BenchCase[] = [foundation];
