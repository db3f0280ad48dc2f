import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Alert, Group, Stack, Text } from '@mantine/core';

import type { QuizQuestion as Question } from '@/content';

import { learningCopy } from '../copy';
import classes from './learning.module.css';

type Props = {
  question: Question;
  /** Unique per lesson and question, for the radio group's name. */
  name: string;
  selected: number | null;
  /** The answer has been given: options are fixed and feedback shows. */
  checked: boolean;
  onSelect: (optionIndex: number) => void;
  /** Move focus here when shown (every question after the first). */
  takeFocus?: boolean;
};

/** One quiz question as a radio group; after answering, right/wrong in words and the why. */
export function QuizQuestion({ question, name, selected, checked, onSelect, takeFocus }: Props) {
  const legendRef = useRef<HTMLLegendElement>(null);
  useEffect(() => {
    // A new question: move focus to it, so keyboard and screen-reader users start there.
    if (takeFocus) legendRef.current?.focus({ preventScroll: true });
  }, [question.id, takeFocus]);
  const chosen = selected === null ? undefined : question.options[selected];
  const right = question.options.find((option) => option.correct);
  return (
    <Stack gap="md">
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <legend
          ref={legendRef}
          tabIndex={-1}
          style={{ padding: 0, marginBottom: 12, outline: 'none' }}
        >
          <Text fz="lg" fw={700} lh={1.4}>
            {question.question}
          </Text>
        </legend>
        <Stack gap="sm">
          {question.options.map((option, index) => {
            const isChosen = selected === index;
            const result = !checked
              ? undefined
              : option.correct
                ? 'right'
                : isChosen
                  ? 'wrong'
                  : undefined;
            return (
              <label
                key={option.text}
                className={classes.option}
                data-selected={isChosen}
                data-result={result}
                data-disabled={checked}
              >
                <input
                  type="radio"
                  name={name}
                  value={index}
                  checked={isChosen}
                  disabled={checked}
                  onChange={() => onSelect(index)}
                  style={{
                    width: 20,
                    height: 20,
                    flex: 'none',
                    accentColor: 'var(--mantine-primary-color-filled)',
                  }}
                />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text lh={1.4}>{option.text}</Text>
                  {result === 'right' && (
                    <Group gap={4} className={classes.rightMark} wrap="nowrap">
                      <IconCheck size={16} aria-hidden style={{ flex: 'none' }} />
                      <Text size="sm" fw={700} component="span">
                        {learningCopy.quiz.rightAnswer}
                      </Text>
                    </Group>
                  )}
                  {result === 'wrong' && (
                    <Group gap={4} className={classes.wrongMark} wrap="nowrap">
                      <IconX size={16} aria-hidden style={{ flex: 'none' }} />
                      <Text size="sm" fw={700} component="span">
                        {learningCopy.quiz.yourAnswer}
                      </Text>
                    </Group>
                  )}
                </Stack>
              </label>
            );
          })}
        </Stack>
      </fieldset>
      <div role="status" aria-live="polite">
        {checked && chosen && (
          <Alert
            variant="light"
            color={chosen.correct ? 'slantis' : 'red'}
            radius="lg"
            icon={chosen.correct ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
            title={chosen.correct ? learningCopy.quiz.right : learningCopy.quiz.wrong}
          >
            <Stack gap={6}>
              <Text size="md" lh={1.6}>
                {chosen.explanation}
              </Text>
              {!chosen.correct && right && (
                <Text size="md" lh={1.6}>
                  <Text span fw={700}>
                    {`${learningCopy.quiz.rightAnswer}: ${right.text}. `}
                  </Text>
                  {right.explanation}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
      </div>
    </Stack>
  );
}
