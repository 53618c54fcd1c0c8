// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, fireEvent } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { Login } from '../../../schemas/auth';
import { loginUi } from '../../../schemas/auth.ui';
import { fieldFailure } from '../../../machines/failure';
import { SchemaForm } from './schema-form';

afterEach(cleanup);

// jsdom lacks ResizeObserver, which Radix's Select and Checkbox measure with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const signUp: RJSFSchema = {
  type: 'object',
  required: ['email', 'plan'],
  properties: {
    email: { type: 'string', title: 'Business email', format: 'business-email' },
    plan: {
      type: 'integer',
      title: 'Plan',
      oneOf: [
        { const: 1, title: 'Quarterly' },
        { const: 2, title: 'Annual' },
      ],
    },
    size: { type: 'string', title: 'Size', enum: ['small', 'large'] },
    terms: { type: 'boolean', title: 'I accept the terms' },
    notes: { type: 'string', title: 'Notes' },
  },
};

const renderForm = (ui: React.ReactNode) => render(<Theme>{ui}</Theme>);

describe('SchemaForm (Radix theme for rjsf)', () => {
  it('renders labelled Radix inputs with autocomplete, a required mark and a password toggle', () => {
    renderForm(<SchemaForm schema={Login} uiSchema={loginUi} onSubmit={() => {}} submitText="Sign in" />);
    const email = screen.getByLabelText(/email/i);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(email.closest('.rt-TextFieldRoot')).not.toBeNull();
    expect(screen.getByLabelText(/^password/i).getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText(/^password/i).getAttribute('type')).toBe('text');
    expect(screen.getAllByText('*')).toHaveLength(2);
  });

  it('shows the first server message at its field and the rest above the button', () => {
    const failure = fieldFailure({ email: ['Taken.', 'Ignored.'], non_field_errors: ['Try later.'] });
    renderForm(<SchemaForm schema={Login} formData={{ email: 'a@b.co' }} onSubmit={() => {}} serverErrors={failure} />);
    const email = screen.getByLabelText(/email/i);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Taken.')).toBeTruthy();
    expect(screen.queryByText('Ignored.')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Try later.');
  });

  it('drops a server field error once the field is edited', () => {
    renderForm(<SchemaForm schema={Login} formData={{ email: 'a@b.co' }} onSubmit={() => {}} serverErrors={fieldFailure({ email: ['Taken.'] })} />);
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'c@d.co' } });
    expect(screen.queryByText('Taken.')).toBeNull();
  });

  it('validates with the shared messages and custom formats before submitting', () => {
    const onSubmit = vi.fn();
    renderForm(
      <SchemaForm
        schema={signUp}
        uiSchema={{ notes: { 'ui:widget': 'textarea' } }}
        formData={{ email: 'someone@gmail.com' }}
        onSubmit={onSubmit}
        submitText="Create"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText(/Use your business email address/)).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(1);
  });

  it('renders selects, a checkbox and a textarea from the schema', () => {
    renderForm(<SchemaForm schema={signUp} uiSchema={{ notes: { 'ui:widget': 'textarea' } }} onSubmit={() => {}} />);
    expect(screen.getByRole('combobox', { name: /plan/i }).textContent).toContain('Select…');
    expect(screen.getByRole('combobox', { name: /size/i })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeTruthy();
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
  });

  it('submits valid data once and not while busy', () => {
    const onSubmit = vi.fn();
    const { rerender } = renderForm(<SchemaForm schema={Login} formData={{ email: 'a@b.co', password: 'x' }} onSubmit={onSubmit} submitText="Go" />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', password: 'x' });
    rerender(
      <Theme>
        <SchemaForm schema={Login} formData={{ email: 'a@b.co', password: 'x' }} onSubmit={onSubmit} submitText="Go" busy />
      </Theme>,
    );
    expect((screen.getByRole('button', { name: /go/i }) as HTMLButtonElement).disabled).toBe(true);
  });
});
