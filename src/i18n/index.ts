export { i18n, i18nReady, loadAllCatalogues } from './i18n';
export { NAMESPACES, type Namespace } from './namespaces';
// useInterfaceLanguage is imported from its own file: it reads the session, which the public site's forms never load.
