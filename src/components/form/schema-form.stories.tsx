import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Card } from '@radix-ui/themes';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { expect, fn } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import { SchemaForm } from './schema-form';

/** Every widget and template of the Radix theme for rjsf, in one form. */
const schema: RJSFSchema = {
  type: 'object',
  required: ['title', 'email', 'level'],
  properties: {
    title: { type: 'string', title: 'Survey title', minLength: 3, description: 'Shown to every rater.' },
    email: { type: 'string', title: 'Owner email', format: 'email' },
    secret: { type: 'string', title: 'Password', minLength: 8 },
    weight: { type: 'integer', title: 'Weight', minimum: 0, maximum: 100 },
    notes: { type: 'string', title: 'Notes' },
    level: { type: 'string', title: 'Expected level', enum: ['basic', 'intermediate', 'advance', 'expert'] },
    department: {
      type: 'integer',
      title: 'Department',
      oneOf: [
        { const: 1, title: 'Finance' },
        { const: 2, title: 'Sales' },
      ],
    },
    anonymous: { type: 'boolean', title: 'Keep peer answers anonymous', description: 'Groups under 3 raters are folded into "Others".' },
  },
  additionalProperties: false,
};
const uiSchema: UiSchema = {
  'ui:options': { columns: 2 },
  title: { 'ui:options': { fullWidth: true } },
  secret: { 'ui:widget': 'password', 'ui:autocomplete': 'new-password' },
  notes: { 'ui:widget': 'textarea', 'ui:options': { fullWidth: true }, 'ui:help': 'Only administrators see these.' },
  anonymous: { 'ui:options': { fullWidth: true } },
};

const meta = {
  title: 'Components/Schema form',
  component: SchemaForm,
  args: { schema, uiSchema, onSubmit: fn(), submitText: 'Save survey' },
  decorators: [
    (Story) => (
      <Box p="5" maxWidth="720px">
        <Card size="4">
          <Story />
        </Card>
      </Box>
    ),
  ],
} satisfies Meta<typeof SchemaForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ClientErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await expect((await canvas.findAllByText('This field is required.')).length).toBe(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { formData: { title: 'Leadership 360 — 2025', email: 'hr@northwind.example', weight: 25, level: 'advance', department: 2, anonymous: true } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save survey' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Leadership 360 — 2025', department: 2 }));
  },
};

export const Busy: Story = {
  args: { busy: true, formData: { title: 'Leadership 360 — 2025' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /save survey/i })).toBeDisabled();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    formData: { title: 'Leadership 360', email: 'hr@northwind.example', level: 'basic' },
    serverErrors: fieldFailure({ title: ['A survey with this title already exists.', 'Second message is not shown.'], owner: ['Unknown user.'] }),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('A survey with this title already exists.')).toBeVisible();
    await expect(canvas.queryByText('Second message is not shown.')).toBeNull();
    // A field the form does not have is named in the summary.
    await expect(canvas.getByRole('alert')).toHaveTextContent('Owner: Unknown user.');
    await userEvent.type(canvas.getByLabelText(/survey title/i), ' 2025');
    await expect(canvas.queryByText('A survey with this title already exists.')).toBeNull();
  },
};

export const ServerNonFieldError: Story = {
  args: { serverErrors: detailFailure(403, 'You do not have permission to perform this action.'), onDismissErrors: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissErrors).toHaveBeenCalled();
  },
};
