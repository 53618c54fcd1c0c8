/** The one Radix theme of the product (STYLE: an accent colour, a neutral gray, medium radius). */
export const THEME = { accentColor: 'indigo', grayColor: 'gray', radius: 'medium' } as const;
