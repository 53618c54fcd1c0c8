export { i18n, i18nReady, loadAllCatalogues } from './i18n';
export { NAMESPACES, type Namespace } from './namespaces';
export { useInterfaceLanguage } from './use-interface-language';
