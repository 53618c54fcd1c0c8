import { withTheme, type ThemeProps } from '@rjsf/core';
import { BaseInputTemplate } from './base-input-template';
import { CheckboxWidget } from './checkbox-widget';
import { ErrorListTemplate } from './error-list-template';
import { FieldErrorTemplate } from './field-error-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { SelectWidget } from './select-widget';
import { SubmitButton } from './submit-button';
import { DescriptionFieldTemplate, FieldHelpTemplate, TitleFieldTemplate } from './text-templates';
import { TextareaWidget } from './textarea-widget';

/** rjsf ships no Radix theme: one adapter per widget and template, as its theme packages do. */
const radixTheme: ThemeProps = {
  templates: {
    BaseInputTemplate,
    DescriptionFieldTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    TitleFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
  widgets: { CheckboxWidget, SelectWidget, TextareaWidget },
};

export const ThemedForm = withTheme(radixTheme);
