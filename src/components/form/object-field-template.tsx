import { Box, Flex, Grid, Heading } from '@radix-ui/themes';
import { descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * Fields in a column. `ui:options.columns` lays them out in a grid from the small
 * breakpoint up; a field with `ui:options.fullWidth` spans the whole row. An object inside
 * the form is a group named by its title (a screen reader says which "Invitation text" it is
 * in); one inside that is indented under a smaller heading.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, schema, uiSchema, registry, fieldPathId } = props;
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const columns = typeof options.columns === 'number' ? options.columns : 1;
  const depth = fieldPathId.path.length;
  const isRoot = depth === 0;
  const named = !isRoot && Boolean(title);
  const visible = properties.filter((p) => !p.hidden);

  const fields = visible.map((p) => {
    const fullWidth = getUiOptions(uiSchema?.[p.name]).fullWidth === true;
    return (
      <Box key={p.name} style={fullWidth && columns > 1 ? { gridColumn: '1 / -1' } : undefined}>
        {p.content}
      </Box>
    );
  });

  return (
    <Flex
      direction="column"
      gap="4"
      id={fieldPathId.$id}
      role={named ? 'group' : undefined}
      aria-labelledby={named ? titleId(fieldPathId) : undefined}
      className={depth > 1 ? 'form-nested-group' : undefined}
    >
      {named &&
        (depth > 1 ? (
          <Heading as="h4" size="2" id={titleId(fieldPathId)}>
            {title}
          </Heading>
        ) : (
          <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />
        ))}
      {!isRoot && description && (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
      {columns > 1 ? (
        <Grid columns={{ initial: '1', sm: String(columns) }} gap="4">
          {fields}
        </Grid>
      ) : (
        fields
      )}
      {properties
        .filter((p) => p.hidden)
        .map((p) => (
          <div key={p.name} hidden>
            {p.content}
          </div>
        ))}
    </Flex>
  );
}
