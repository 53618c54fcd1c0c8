/** What SchemaForm hands down to its templates through rjsf's formContext. */
export interface FormContext {
  busy?: boolean;
  submitText?: string;
}
