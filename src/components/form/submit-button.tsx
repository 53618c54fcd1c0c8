import { Button } from '@radix-ui/themes';
import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';
import type { FormContext } from './form-context';

/** Busy shows a spinner and disables the button, so a request cannot be sent twice. */
export function SubmitButtonView({ busy = false, text = 'Submit' }: { busy?: boolean; text?: string }) {
  return (
    <Button type="submit" size="3" loading={busy} disabled={busy} aria-busy={busy || undefined} style={{ width: '100%' }}>
      {text}
    </Button>
  );
}

export function SubmitButton({ uiSchema, registry }: SubmitButtonProps) {
  const { submitText, norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  const context = (registry.formContext ?? {}) as FormContext;
  return <SubmitButtonView busy={context.busy} text={context.submitText ?? submitText} />;
}
