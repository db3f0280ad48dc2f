import { IconArrowRight, IconHelpCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import type { CourseSummary, QuizQuestion as Question } from '@/content';

import { learningCopy } from '../copy';
import { QUIZ_PASS_SHARE, useFinishLesson, type LessonOutcome } from '../hooks/use-finish-lesson';
import { correctCount, neededToPass, type QuizAnswer } from '../rules/quiz';
import { QuizQuestion } from './quiz-question';
import { QuizResult, type SaveState } from './quiz-result';

type Props = {
  course: CourseSummary;
  lessonId: string;
  quiz: Question[];
  signedIn: boolean;
  /** When the lesson was opened on this device (the attempt's start for the server). */
  openedAt?: Date;
  /** Opens the next lesson, when there is one. */
  onNextLesson?: () => void;
};

/** The lesson's quiz, one question at a time, then the result (and XP for members). */
export function LessonQuiz({ course, lessonId, quiz, signedIn, openedAt, onNextLesson }: Props) {
  const finish = useFinishLesson();
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const [answers, setAnswers] = useState<QuizAnswer[]>([]);
  const [finished, setFinished] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const [nudge, setNudge] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questions = quiz;
  const question = questions[index];
  const last = index === questions.length - 1;

  useEffect(() => {
    if (checked) nextRef.current?.focus();
  }, [checked]);

  const complete = async (all: QuizAnswer[]) => {
    setFinished(true);
    if (!signedIn) return;
    setSave({ status: 'saving' });
    try {
      const outcome: LessonOutcome | null = await finish(
        course,
        lessonId,
        all,
        questions.length,
        openedAt,
      );
      setSave(outcome ? { status: 'saved', outcome } : { status: 'idle' });
    } catch (error) {
      console.error(error);
      setSave({ status: 'failed' });
    }
  };

  const answer = () => {
    if (selected === null || !question) {
      setNudge(true);
      return;
    }
    const option = question.options[selected];
    setAnswers((prev) => [
      ...prev,
      { questionId: question.id, optionIndex: selected, correct: Boolean(option?.correct) },
    ]);
    setChecked(true);
    setNudge(false);
  };

  const next = () => {
    if (last) {
      void complete(answers);
      return;
    }
    setIndex((value) => value + 1);
    setSelected(null);
    setChecked(false);
  };

  const retry = () => {
    setIndex(0);
    setSelected(null);
    setChecked(false);
    setAnswers([]);
    setFinished(false);
    setSave({ status: 'idle' });
  };

  const header = (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon size={40} radius="xl" color="ember" variant="light" aria-hidden>
        <IconHelpCircle size={22} />
      </ThemeIcon>
      <div>
        <Title order={3} size="h4">
          {learningCopy.quiz.heading}
        </Title>
        {questions.length > 0 && (
          <Text size="sm" c="dimmed">
            {learningCopy.quiz.intro(
              questions.length,
              neededToPass(questions.length, QUIZ_PASS_SHARE),
            )}
          </Text>
        )}
      </div>
    </Group>
  );

  if (questions.length === 0) {
    return (
      <Card>
        <Stack gap="md">
          {header}
          <Text>{learningCopy.quiz.noQuiz}</Text>
          {finished ? (
            <QuizResult
              correct={0}
              total={0}
              signedIn={signedIn}
              save={save}
              onRetry={undefined}
              onNextLesson={onNextLesson}
            />
          ) : (
            <Group>
              <Button mih={44} onClick={() => void complete([])}>
                {learningCopy.quiz.markDone}
              </Button>
            </Group>
          )}
        </Stack>
      </Card>
    );
  }

  return (
    <Card>
      <Stack gap="md">
        {header}
        {finished ? (
          <QuizResult
            correct={correctCount(answers)}
            total={questions.length}
            signedIn={signedIn}
            save={save}
            onRetry={retry}
            onNextLesson={onNextLesson}
          />
        ) : (
          question && (
            <>
              <Stack gap={6}>
                <Text size="sm" fw={700} c="dimmed">
                  {learningCopy.quiz.questionOf(index + 1, questions.length)}
                </Text>
                <Progress
                  value={((index + (checked ? 1 : 0)) / questions.length) * 100}
                  size="sm"
                  radius="xl"
                  color="ember"
                  aria-hidden
                />
              </Stack>
              <QuizQuestion
                question={question}
                name={`${lessonId}-${question.id}`}
                selected={selected}
                checked={checked}
                takeFocus={index > 0}
                onSelect={(value) => {
                  setSelected(value);
                  setNudge(false);
                }}
              />
              {nudge && (
                <Text size="sm" c="red.8" fw={600}>
                  {learningCopy.quiz.chooseFirst}
                </Text>
              )}
              <Group justify="flex-end">
                {checked ? (
                  <Button
                    ref={nextRef}
                    mih={44}
                    onClick={next}
                    rightSection={<IconArrowRight size={18} aria-hidden />}
                  >
                    {last ? learningCopy.quiz.showResult : learningCopy.quiz.nextQuestion}
                  </Button>
                ) : (
                  <Button mih={44} onClick={answer}>
                    {learningCopy.quiz.check}
                  </Button>
                )}
              </Group>
            </>
          )
        )}
      </Stack>
    </Card>
  );
}
