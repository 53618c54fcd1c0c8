/*
 * Radix Themes' styles with only the colour scales the app draws. Its one styles.css holds all
 * 31 scales, light, dark and wide-gamut (680 kB with the rest): every page parsed all of it
 * before its first paint. The package ships the same styles in parts for this; the order is
 * styles.css's own. src/app/radix-styles.test.ts fails when a screen names a scale not here.
 */
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/brown.css';
import '@radix-ui/themes/tokens/colors/crimson.css';
import '@radix-ui/themes/tokens/colors/cyan.css';
import '@radix-ui/themes/tokens/colors/grass.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/indigo.css';
import '@radix-ui/themes/tokens/colors/lime.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/purple.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
