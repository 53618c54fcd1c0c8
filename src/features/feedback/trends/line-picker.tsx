import { Checkbox, Flex, Text } from '@radix-ui/themes';
import './trends.css';
import { colourOf } from './trend-lines-format';

interface PickableLine {
  id: number;
  title: string;
  detail?: string;
  colour: number;
}

/** Which lines a chart draws: one checkbox per line, its colour beside its name (the chart's legend, pickable). */
export function LinePicker({
  legend,
  lines,
  shown,
  onToggle,
}: {
  legend: string;
  lines: PickableLine[];
  shown: readonly number[];
  onToggle(id: number): void;
}) {
  return (
    <fieldset className="trend-line-picker">
      <Text as="div" size="2" weight="medium" mb="1" asChild>
        <legend>{legend}</legend>
      </Text>
      <Flex wrap="wrap" gapY="2" gapX="4">
        {lines.map((line) => (
          <Text as="label" size="2" key={line.id}>
            <Flex gap="2" align="center">
              <Checkbox checked={shown.includes(line.id)} onCheckedChange={() => onToggle(line.id)} />
              <span aria-hidden="true" className="trend-swatch" style={{ background: colourOf(line.colour) }} />
              <span>
                <bdi>{line.title}</bdi>
                {line.detail && <Text color="gray"> · {line.detail}</Text>}
              </span>
            </Flex>
          </Text>
        ))}
      </Flex>
    </fieldset>
  );
}
