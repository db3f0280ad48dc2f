import { Center, Loader, Text } from '@mantine/core';

import type { CourseSummary, LessonSummary } from '@/content';

import { learningCopy } from '../copy';
import { useLessonContent } from '../hooks/use-lesson-content';
import { useLessonOpenedAt } from '../hooks/use-lesson-opened-at';
import { LessonBlocks } from './lesson-blocks';
import { LessonQuiz } from './lesson-quiz';
import { LessonUnavailable } from './lesson-unavailable';
import { TryItCard } from './try-it-card';

type Props = {
  course: CourseSummary;
  lesson: LessonSummary;
  signedIn: boolean;
  onNextLesson?: () => void;
};

/** An open lesson's description, text, 'Testa själv' and quiz, loaded when it opens. */
export function LessonBody({ course, lesson, signedIn, onNextLesson }: Props) {
  const state = useLessonContent(lesson.id);
  const openedAt = useLessonOpenedAt(lesson.id);
  return (
    <>
      <Text size="lg" fw={500} lh={1.6}>
        {lesson.description}
      </Text>
      {state.status === 'loading' && (
        // Holds roughly a lesson's height, so the links below don't jump when the text arrives.
        <Center mih="60vh" py="xl" style={{ alignItems: 'flex-start' }}>
          <Loader aria-label={learningCopy.player.contentLoading} />
        </Center>
      )}
      {state.status === 'unavailable' && (
        <LessonUnavailable offline={state.offline} retry={state.retry} />
      )}
      {state.status === 'ready' && (
        <>
          <LessonBlocks blocks={state.content.body} />
          {state.content.tryIt && <TryItCard tryIt={state.content.tryIt} signedIn={signedIn} />}
          <LessonQuiz
            key={lesson.id}
            course={course}
            lessonId={lesson.id}
            quiz={state.content.quiz}
            signedIn={signedIn}
            openedAt={openedAt}
            onNextLesson={onNextLesson}
          />
        </>
      )}
    </>
  );
}
