import type { BenchCase } from '../lib/types';
import { foundation } from './foundation';
import { master } from './master';
import { publicSite } from './public-site';

/** Every benchmark, in the order they run. Later areas add theirs here. */
export const cases: BenchCase[] = [foundation, publicSite, master];
