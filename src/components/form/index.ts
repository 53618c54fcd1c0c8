export { SchemaForm } from './schema-form';
export { validator } from './validator';
