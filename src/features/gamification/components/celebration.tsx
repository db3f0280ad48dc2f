import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';

import { badgeById, type BadgeRarity } from '@/lib/gamification';

import { badgeIcons, cssVars, rarityColors } from '../badge-display';
import { dismissCelebration, useCelebrationStore, type Celebration } from '../celebration-store';
import { dashboardCopy } from '../dashboard-copy';
import classes from './celebration.module.css';
import { RarityBadge } from './rarity-badge';

const copy = dashboardCopy.celebration;

type Shown = {
  key: string;
  eyebrow: string;
  title: string;
  text: string;
  color: string;
  icon: React.ReactNode;
  rarity?: BadgeRarity;
};

function describe(celebration: Celebration): Shown | null {
  if (celebration.kind === 'level') {
    return {
      key: `level:${celebration.level}`,
      eyebrow: copy.level,
      title: copy.levelTitle(celebration.level),
      text: copy.levelText(celebration.level),
      color: 'ember',
      icon: <IconStarFilled size={52} />,
    };
  }
  const badge = badgeById(celebration.badgeId);
  if (!badge) return null;
  const Icon = badgeIcons[badge.icon];
  return {
    key: `badge:${badge.id}`,
    eyebrow: copy.badge,
    title: badge.title,
    text: badge.description,
    color: rarityColors[badge.rarity],
    icon: <Icon size={52} />,
    rarity: badge.rarity,
  };
}

/** Little sparks around the icon (decoration; still when the user prefers reduced motion). */
const SPARKS = Array.from({ length: 10 }, (_, index) => index);

/**
 * A short, joyful moment for a new badge or level: the icon in its rarity colour, 'Ny badge!'
 * or 'Ny nivå!', the title and one button. A modal dialog (focus moves to the button, Escape
 * closes it); the pop and the sparks stand still for prefers-reduced-motion.
 */
export function CelebrationOverlay({
  celebration,
  onDismiss,
}: {
  celebration: Celebration | null;
  onDismiss: () => void;
}) {
  const reduceMotion = useReducedMotion();
  const current = celebration ? describe(celebration) : null;
  // Keep the last one on screen while the dialog fades out.
  const [last, setLast] = useState<Shown | null>(current);
  if (current && current.key !== last?.key) setLast(current);
  const shown = current ?? last;

  return (
    <Modal.Root
      opened={current !== null}
      onClose={onDismiss}
      centered
      size="sm"
      radius="lg"
      transitionProps={{ transition: 'pop', duration: reduceMotion ? 0 : 220 }}
    >
      <Modal.Overlay backgroundOpacity={0.55} blur={2} />
      <Modal.Content className={classes.content} data-celebration={shown?.key}>
        {shown && (
          <Modal.Body key={shown.key} p="xl" pt="lg">
            <Stack align="center" gap="sm" ta="center">
              <div
                className={classes.burst}
                data-motion={reduceMotion ? 'reduce' : 'full'}
                style={cssVars({
                  '--celebration-color': `var(--mantine-color-${shown.color}-filled)`,
                })}
                aria-hidden
              >
                {SPARKS.map((index) => (
                  <span
                    key={index}
                    className={classes.spark}
                    style={cssVars({ '--spark-angle': `${index * 36}deg` })}
                  />
                ))}
                <ThemeIcon
                  size={96}
                  radius={999}
                  color={shown.color}
                  variant="filled"
                  className={classes.icon}
                >
                  {shown.icon}
                </ThemeIcon>
              </div>
              <Modal.Title component="h2" className={classes.title}>
                <Text
                  span
                  display="block"
                  size="sm"
                  fw={800}
                  tt="uppercase"
                  c="var(--mantine-color-ember-text)"
                >
                  {shown.eyebrow}
                </Text>
                <Text span display="block" fz={26} fw={800} lh={1.2}>
                  {shown.title}
                </Text>
              </Modal.Title>
              <Text c="dimmed">{shown.text}</Text>
              {shown.rarity && <RarityBadge rarity={shown.rarity} size="lg" />}
              <Button size="md" mt="sm" fullWidth color="ember" onClick={onDismiss} data-autofocus>
                {copy.dismiss}
              </Button>
            </Stack>
          </Modal.Body>
        )}
      </Modal.Content>
    </Modal.Root>
  );
}

/** The celebration queue's first item, shown over the member app until dismissed. */
export function Celebrations() {
  const next = useCelebrationStore((state) => state.queue[0] ?? null);
  return <CelebrationOverlay celebration={next} onDismiss={dismissCelebration} />;
}
