import { memo } from 'react';
import { useSelector } from '@xstate/react';
import { SCALE_POINTS } from './answer-labels';
import { useAnswerActor } from './answer-actor';

interface StatementItemProps {
  id: number;
  text: string;
  number: number;
}

/**
 * One statement: a native radio group under a legend. Memoised and reading only its own
 * value, so a click re-renders this statement alone, however many share the step.
 */
export const StatementItem = memo(function StatementItem({ id, text, number }: StatementItemProps) {
  const actor = useAnswerActor();
  const value = useSelector(actor, (s) => s.context.answers.values[id]);
  return (
    <fieldset className="statement" id={`statement-${id}`} data-answered={value === undefined ? undefined : ''}>
      <legend className="statement-text"><span className="statement-number">{number}.</span> {text}</legend>
      <div className="scale">
        {SCALE_POINTS.map((point) => (
          // The checked look is set here rather than with :has(), which makes every click restyle the step.
          <label key={point.value} className="scale-option" data-checked={value === point.value ? '' : undefined}>
            <input
              type="radio" name={`statement-${id}`} value={point.value} checked={value === point.value}
              aria-label={`${point.value} ${point.label}`}
              onChange={() => actor.send({ type: 'answer', statement: id, value: point.value })}
            />
            <span className="scale-point" aria-hidden="true">{point.value}</span>
            <span className="scale-label scale-long" aria-hidden="true">{point.label}</span>
            <span className="scale-label scale-short" aria-hidden="true">{point.short}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
