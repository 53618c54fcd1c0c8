import { Flex, Text } from '@radix-ui/themes';
import { PRODUCT_NAME } from '../lib/config';

// No router here: the public pages boot without one (see src/main.tsx).

/** The product mark: a ring of three arcs, the raters around a person. */
function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="5" fill="var(--accent-9)" />
      <g fill="none" stroke="var(--accent-9)" strokeWidth="3" strokeLinecap="round">
        <path d="M16 3.5a12.5 12.5 0 0 1 10.8 6.25" />
        <path d="M26.8 22.25A12.5 12.5 0 0 1 5.2 22.25" opacity="0.7" />
        <path d="M5.2 9.75A12.5 12.5 0 0 1 12 4.2" opacity="0.45" />
      </g>
    </svg>
  );
}

export const BRAND_SIZES = { sm: { mark: 24, text: '3' }, md: { mark: 28, text: '4' }, lg: { mark: 36, text: '5' } } as const;
export type BrandSize = keyof typeof BRAND_SIZES;

export function Brand({ size = 'md' }: { size?: BrandSize }) {
  return (
    <Flex align="center" gap="2" style={{ whiteSpace: 'nowrap' }}>
      <LogoMark size={BRAND_SIZES[size].mark} />
      <Text size={BRAND_SIZES[size].text} weight="bold" style={{ letterSpacing: '-0.01em' }}>
        {PRODUCT_NAME}
      </Text>
    </Flex>
  );
}
