import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/config';
import { Brand, type BrandSize } from './brand-mark';

export { Brand } from './brand-mark';

/** The brand as a link home, without link styling. */
export function BrandLink({ to = '/', size, label = `${PRODUCT_NAME} home` }: { to?: string; size?: BrandSize; label?: string }) {
  return (
    <Link to={to} aria-label={label} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Brand size={size} />
    </Link>
  );
}
