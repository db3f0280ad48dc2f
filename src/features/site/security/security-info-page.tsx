import {
  IconArrowLeft,
  IconCertificate,
  IconClock,
  IconLock,
  IconScale,
  IconShieldCheck,
  IconShieldLock,
  IconUserCheck,
  IconZoomCheck,
} from '@tabler/icons-react';
import {
  Badge,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { HrefAnchor, HrefButton } from '@/components/href-link';
import { LinkButton, TextLink } from '@/components/link-button';
import { lessonLock, type CourseSummary, type LessonSummary } from '@/content';
import { useAuthStore } from '@/stores/auth-store';

import { securityPage as copy } from './copy';
import { courseSummary, loginHref, moduleHref, securityCourse } from './security-course';
import classes from './security-info-page.module.css';

const PHILOSOPHY_ICONS = [IconShieldLock, IconUserCheck, IconZoomCheck];
const CERTIFICATION_ICONS = [IconCertificate, IconShieldCheck, IconScale];

/** 'Modul 1: Hur vi skyddar dina uppgifter'. */
export const moduleTitle = (number: number, lesson: Pick<LessonSummary, 'title'>) =>
  `${copy.moduleLabel} ${number}: ${lesson.title}`;

/** Spec §2 'Security information page' (/sakerhet). */
export function SecurityInfoPage({ course = securityCourse() }: { course?: CourseSummary }) {
  const user = useAuthStore((state) => state.user);
  const viewer = { signedIn: user !== null, role: user?.role ?? null };

  return (
    <Stack gap="xl" maw={960}>
      <TextLink to="/vara-tjanster" fw={600} style={{ alignSelf: 'flex-start' }}>
        <Group gap={6} component="span" wrap="nowrap">
          <IconArrowLeft size={18} aria-hidden />
          {copy.backLink}
        </Group>
      </TextLink>

      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden visibleFrom="sm">
            <IconShieldCheck size={28} />
          </ThemeIcon>
          <Title order={1} className={classes.heading}>
            {copy.heading}
          </Title>
        </Group>
        <Text size="lg" c="dimmed" maw={720}>
          {copy.intro}
        </Text>
        <Group gap="xs">
          <Badge size="lg" variant="filled">
            {copy.badges.course}
          </Badge>
          <Badge
            size="lg"
            variant="light"
            color="gray"
            leftSection={<IconClock size={14} aria-hidden />}
          >
            {course ? courseSummary(course) : copy.badges.summary}
          </Badge>
        </Group>
      </Stack>

      <Card
        withBorder
        radius="lg"
        padding="lg"
        component="section"
        aria-labelledby="security-philosophy"
      >
        <Title order={2} size="h3" id="security-philosophy" mb="md">
          {copy.philosophy.title}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {copy.philosophy.points.map((point, index) => {
            const Icon = PHILOSOPHY_ICONS[index] ?? IconShieldCheck;
            return (
              <Stack key={point.title} gap={6} component="li">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <Icon size={22} />
                </ThemeIcon>
                <Text fw={700}>{point.title}</Text>
                <Text size="sm">{point.text}</Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      </Card>

      {course && (
        <Stack gap="md" component="section" aria-labelledby="security-modules">
          <Title order={2} size="h3" id="security-modules">
            {course.title}
          </Title>
          <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {course.lessons.map((lesson, index) => (
              <ModuleCard
                key={lesson.id}
                lesson={lesson}
                number={index + 1}
                preview={index === 0}
                locked={lessonLock(course, index, viewer) !== null}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <Stack gap="md" component="section" aria-labelledby="security-certifications">
        <Stack gap={4}>
          <Title order={2} size="h3" id="security-certifications">
            {copy.certifications.title}
          </Title>
          <Text c="dimmed">{copy.certifications.note}</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {copy.certifications.items.map((item, index) => {
            const Icon = CERTIFICATION_ICONS[index] ?? IconCertificate;
            return (
              <Card key={item.name} withBorder radius="lg" padding="lg">
                <Group gap="sm" wrap="nowrap" mb="xs">
                  <ThemeIcon size={40} radius="xl" variant="light" color="gray" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    {item.name}
                  </Title>
                </Group>
                <Text size="sm">{item.caption}</Text>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>

      {!viewer.signedIn && (
        <Card
          radius="lg"
          padding="xl"
          component="section"
          aria-labelledby="security-promo"
          bg="var(--mantine-primary-color-light)"
        >
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h3" id="security-promo">
              {copy.promo.title}
            </Title>
            <Text>{copy.promo.text}</Text>
            <LinkButton to="/bli-kund" size="md" radius="xl">
              {copy.promo.button}
            </LinkButton>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

type ModuleProps = { lesson: LessonSummary; number: number; preview: boolean; locked: boolean };

function ModuleCard({ lesson, number, preview, locked }: ModuleProps) {
  const href = moduleHref(lesson.id);
  const title = moduleTitle(number, lesson);
  return (
    <Card component="li" withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon
              size={36}
              radius="xl"
              variant={locked ? 'light' : 'filled'}
              color={locked ? 'gray' : undefined}
              aria-hidden
            >
              {locked ? <IconLock size={18} /> : <Text fw={700}>{number}</Text>}
            </ThemeIcon>
            <Title order={3} size="h4" lh={1.3} pt={4}>
              {locked || preview ? (
                title
              ) : (
                <HrefAnchor href={href} inherit>
                  {title}
                </HrefAnchor>
              )}
            </Title>
          </Group>
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {lesson.minutes} min
          </Badge>
        </Group>
        <Text size="sm">{lesson.description}</Text>

        {preview && !locked && (
          <Paper radius="md" p="md" bg="var(--mantine-primary-color-light)">
            <Stack gap="xs" align="flex-start">
              <Text fw={700}>{copy.gdprPreview.title}</Text>
              <Text size="sm">{copy.gdprPreview.text}</Text>
              <HrefButton href={href} radius="xl">
                {copy.gdprPreview.button}
              </HrefButton>
            </Stack>
          </Paper>
        )}

        {locked && (
          <Group gap="xs" wrap="wrap">
            <IconLock size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {copy.locked.text}
            </Text>
            <HrefAnchor href={loginHref(href)} size="sm" fw={600}>
              {copy.locked.loginLink}
            </HrefAnchor>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
