import Schema from 'typebox/schema';
import * as Format from 'typebox/format';
import type { ErrorObject } from 'ajv';
import processRawValidationErrors from '@rjsf/validator-ajv8/lib/processRawValidationErrors.js';
import type { CustomValidator, ErrorTransformer, RJSFSchema, UiSchema, ValidationData, ValidatorType } from '@rjsf/utils';
import { customFormats } from '../../../schemas/formats';
import { hasSizeError, withoutPatterns } from '../../../schemas/length-first';

/*
 * Why not Ajv in the browser: Ajv compiles every schema with `new Function`, which the
 * server's Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids, so
 * validation silently breaks in production. TypeBox's schema module validates plain JSON
 * Schema by interpretation. Its errors are reshaped into Ajv's so that rjsf's own
 * processing (from @rjsf/validator-ajv8) turns them into form errors exactly as usual.
 */

for (const [name, check] of Object.entries(customFormats)) Format.Set(name, check);

type TypeBoxError = ReturnType<typeof Schema.Errors>[1][number];

function resolvePointer(root: unknown, pointer: string): Record<string, unknown> | undefined {
  let node: unknown = root;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
  }
  return typeof node === 'object' && node !== null ? (node as Record<string, unknown>) : undefined;
}

/** TypeBox → Ajv error shape: one error per missing or extra property, Ajv's schemaPath. */
function toAjvErrors(root: RJSFSchema, errors: TypeBoxError[]): ErrorObject[] {
  // Branch errors of oneOf/anyOf are kept, as Ajv reports them: the field's first message
  // then matches the server's.
  const out: ErrorObject[] = [];
  for (const e of errors) {
    if (e.keyword === 'boolean' && e.schemaPath.endsWith('/additionalProperties')) continue;
    const base = { instancePath: e.instancePath, schemaPath: `${e.schemaPath}/${e.keyword}`, parentSchema: resolvePointer(root, e.schemaPath) };
    if (e.keyword === 'required') {
      for (const p of e.params.requiredProperties) {
        out.push({ ...base, keyword: 'required', params: { missingProperty: p }, message: `must have required property '${p}'` });
      }
    } else if (e.keyword === 'additionalProperties') {
      for (const p of e.params.additionalProperties) {
        out.push({ ...base, keyword: 'additionalProperties', params: { additionalProperty: p }, message: 'must NOT have additional properties' });
      }
    } else {
      out.push({ ...base, keyword: e.keyword, params: e.params as Record<string, unknown>, message: e.message });
    }
  }
  return out;
}

// A subschema checked on its own (rjsf matching oneOf options) still sees the root's $defs.
function withRootDefs(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  if (!root.$defs && !root.definitions) return schema;
  return { ...schema, $defs: { ...root.$defs, ...schema.$defs }, definitions: { ...root.definitions, ...schema.definitions } };
}

export class CspSafeValidator implements ValidatorType {
  rawValidation<Result = ErrorObject>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    try {
      // Sizes first, as the server checks them: an over-long value is refused for that alone.
      const [, sizes] = Schema.Errors(withoutPatterns(schema) as Parameters<typeof Schema.Errors>[0], formData);
      if (hasSizeError(sizes)) return { errors: toAjvErrors(schema, sizes) as Result[] };
      const [, errors] = Schema.Errors(schema as Parameters<typeof Schema.Errors>[0], formData);
      return { errors: toAjvErrors(schema, errors) as Result[] };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const raw = this.rawValidation<ErrorObject>(schema, formData);
    return processRawValidationErrors(this, raw, formData, schema, customValidate, transformErrors, uiSchema);
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return Schema.Errors(withRootDefs(schema, rootSchema) as Parameters<typeof Schema.Errors>[0], formData)[0];
    } catch {
      return false;
    }
  }

  reset(): void {}
}
