import { loadAllCatalogues } from './i18n';
import { NAMESPACES } from './namespaces';

// Tests read the English words at once: nothing suspends on a catalogue while a test renders.
await loadAllCatalogues('en', NAMESPACES);
