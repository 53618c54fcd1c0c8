import { Flex, VisuallyHidden } from '@radix-ui/themes';
import loader from '../assets/loader.svg';
import './page-loader.css';

/**
 * While a screen loads, an 80×80 spinning image (one turn per 2 s).
 * `fullPage` covers the viewport; otherwise it fills the area it is placed in.
 */
export function PageLoader({ fullPage = true, label = 'Loading…' }: { fullPage?: boolean; label?: string }) {
  return (
    <Flex align="center" justify="center" role="status" aria-live="polite" style={{ minHeight: fullPage ? '100dvh' : 240 }}>
      <img src={loader} width={80} height={80} alt="" className="page-loader" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
