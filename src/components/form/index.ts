export { SchemaForm, type SchemaFormProps } from './schema-form';
export { radixTheme, ThemedForm } from './theme';
export { validator, transformErrors } from './validator';
