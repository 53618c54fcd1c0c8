import { percent } from './survey-format';
import { useTranslation } from 'react-i18next';
import './survey.css';

interface ProgressBarProps {
  done: number;
  of: number;
  /** What is counted, for screen readers: "Ratings submitted". */
  label: string;
}

/** "12 of 40" over a thin bar. Plain elements: it is drawn in every table row scrolled into view. */
export function ProgressBar({ done, of, label }: ProgressBarProps) {
  const { t } = useTranslation('survey');
  const value = percent(done, of);
  return (
    <div className="survey-progress">
      <div
        className="survey-progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={of}
        aria-valuenow={done}
        aria-valuetext={t('progress.of', { done, of })}
      >
        <div className="survey-progress-fill" data-complete={of > 0 && done === of ? '' : undefined} style={{ width: `${value}%` }} />
      </div>
      <span className="survey-progress-text">{t('progress.countOf', { done, of })}</span>
    </div>
  );
}
