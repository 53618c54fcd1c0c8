import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { split } from '../../scripts/vite-split-styles';

/** Every rule with the media query it sits in, in order: what the cascade sees. */
const flat = (css: string) => {
  const rules: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const media = rule.parent?.type === 'atrule' ? `@media ${(rule.parent as postcss.AtRule).params} ` : '';
    rules.push(`${media}${rule.selector}{${rule.nodes.map(String).join(';')}}`);
  });
  return rules;
};

describe('splitting a stylesheet', () => {
  const rules = Array.from({ length: 400 }, (_, i) => `.a${i}{color:red;margin:${i}px}`).join('');
  const media = `@media (min-width:520px){${Array.from({ length: 900 }, (_, i) => `.b${i}{padding:${i}px}`).join('')}}`;
  const css = `:root{--x:1}${rules}${media}.last{color:blue}`;

  it('keeps every rule, in order, under its own media query', () => {
    const parts = split(css, 6);
    expect(parts).toHaveLength(6);
    expect(flat(parts.join(''))).toEqual(flat(css));
  });

  it('cuts a large media block so the parts come out about even', () => {
    const sizes = split(css, 6).map((p) => p.length);
    expect(Math.max(...sizes)).toBeLessThan((css.length / 6) * 1.5);
  });
});
