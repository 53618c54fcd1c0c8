import { memo } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { notObservedHint, notObservedLabel, SCALE_POINTS, scaleLabel, scaleShort } from './answer-labels';
import { useAnswerActor } from './answer-actor';

interface StatementItemProps {
  id: number;
  text: string;
  number: number;
}

/**
 * One statement: a native radio group under a legend, the 0–4 scale then "Not observed"
 * set apart (it is no point on the scale). One group, so the arrow keys reach all six.
 * Memoised and reading only its own value, so a click re-renders this statement alone,
 * however many share the step.
 */
export const StatementItem = memo(function StatementItem({ id, text, number }: StatementItemProps) {
  // The words follow the reader's language: a change of language re-renders the statement.
  useTranslation('survey');
  const actor = useAnswerActor();
  // undefined: not answered; null: not observed.
  const value = useSelector(actor, (s) => s.context.answers.values[id]);
  const self = useSelector(actor, (s) => s.context.sheet?.assignment.relationship === 'self');
  const name = `statement-${id}`;
  const hintId = `statement-${id}-not-observed`;
  return (
    <fieldset className="statement" id={name} data-answered={value === undefined ? undefined : ''}>
      <legend className="statement-text" dir="auto">
        <span className="statement-number">{number}.</span> {text}
      </legend>
      <div className="scale">
        {SCALE_POINTS.map((point) => (
          // The checked look is set here rather than with :has(), which makes every click restyle the step.
          <label key={point.value} className="scale-option" data-checked={value === point.value ? '' : undefined}>
            <input
              type="radio"
              name={name}
              value={point.value}
              checked={value === point.value}
              aria-label={`${point.value} ${scaleLabel(point.key)}`}
              onChange={() => actor.send({ type: 'answer', statement: id, value: point.value })}
            />
            <span className="scale-point" aria-hidden="true">
              {point.value}
            </span>
            <span className="scale-label scale-long" aria-hidden="true">
              {scaleLabel(point.key)}
            </span>
            <span className="scale-label scale-short" aria-hidden="true">
              {scaleShort(point.key)}
            </span>
          </label>
        ))}
        <label className="scale-option not-observed" data-checked={value === null ? '' : undefined}>
          <input
            type="radio"
            name={name}
            value="not-observed"
            checked={value === null}
            aria-label={notObservedLabel()}
            aria-describedby={hintId}
            onChange={() => actor.send({ type: 'answer', statement: id, value: null })}
          />
          <span className="not-observed-label" aria-hidden="true">
            {notObservedLabel()}
          </span>
          <span className="scale-label" id={hintId}>
            {notObservedHint(self)}
          </span>
        </label>
      </div>
    </fieldset>
  );
});
