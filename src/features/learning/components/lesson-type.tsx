import {
  IconFileText,
  IconHandClick,
  IconHelpCircle,
  IconListNumbers,
  IconPencil,
  type Icon,
} from '@tabler/icons-react';
import { Group, Text } from '@mantine/core';

import type { LessonType } from '@/content';

import { learningCopy } from '../copy';

export const LESSON_TYPE_ICONS: Record<LessonType, Icon> = {
  guide: IconListNumbers,
  interaktiv: IconHandClick,
  övning: IconPencil,
  text: IconFileText,
  quiz: IconHelpCircle,
};

/** A lesson's type as an icon and its word (never the icon alone). */
export function LessonTypeLabel({ type, minutes }: { type: LessonType; minutes?: number }) {
  const TypeIcon = LESSON_TYPE_ICONS[type];
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <TypeIcon size={16} aria-hidden />
      <Text size="sm" c="dimmed" component="span">
        {learningCopy.lessonType[type]}
        {minutes !== undefined && ` · ${learningCopy.minutes(minutes)}`}
      </Text>
    </Group>
  );
}
