import { IconBook } from '@tabler/icons-react';
import { useState } from 'react';
import { Alert, Progress, Stack, Text } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { courseLink } from '@/content';
import { useOnline } from '@/hooks/use-online';

import type { DrillResult } from '../api/money-year-api';
import { drillsCopy as copy } from '../copy';
import { useAnswerDrill, useScamDrills } from '../hooks/use-money-year';
import { DrillCard } from './drill-card';
import { LoadState } from './load-state';

const LESSON = courseLink('banktjanster-for-unga');

/**
 * /bedragerier: "Är det här ett bedrägeri?" — the security course's drills. The app never holds
 * a verdict before the teen answers: each answer goes to the server, which grades it, stores it
 * and answers with the verdict, the explanation and any XP.
 */
export function ScamDrillsPage() {
  const online = useOnline();
  const { state, reload } = useScamDrills(online);
  const { pending, answer } = useAnswerDrill();
  const [results, setResults] = useState<Record<string, DrillResult>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});

  if (!online) return <Alert color="gray">{copy.offline}</Alert>;
  if (state.status !== 'ready') return <LoadState state={state} reload={reload} copy={copy} />;

  const drills = state.data;
  const verdictOf = (id: string) =>
    results[id] ?? drills.find((drill) => drill.id === id)?.answer ?? null;
  const done = drills.filter((drill) => verdictOf(drill.id)).length;

  const onAnswer = async (id: string, scam: boolean) => {
    setErrors(({ [id]: _gone, ...rest }) => rest);
    try {
      const result = await answer(id, scam);
      setResults((current) => ({ ...current, [id]: result }));
    } catch (error) {
      setErrors((current) => ({
        ...current,
        [id]: error instanceof Error ? error.message : copy.sendError,
      }));
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <Text>{copy.intro}</Text>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {copy.progress(done, drills.length)}
        </Text>
        <Progress
          value={drills.length ? (done / drills.length) * 100 : 0}
          color="teal"
          aria-label={copy.progress(done, drills.length)}
        />
      </div>
      {drills.map((drill) => (
        <DrillCard
          key={drill.id}
          drill={drill}
          verdict={verdictOf(drill.id)}
          pending={pending === drill.id}
          disabled={pending !== null && pending !== drill.id}
          error={errors[drill.id] ?? null}
          onAnswer={(scam) => void onAnswer(drill.id, scam)}
        />
      ))}
      <LinkButton
        to={LESSON.to}
        search={{ ...LESSON.search, lektion: 'banktjanster-for-unga-bankid-och-bedragerier' }}
        variant="light"
        leftSection={<IconBook size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        // The lesson's long name wraps on a phone instead of running off the screen.
        h="auto"
        mih={44}
        py={8}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {copy.lesson}
      </LinkButton>
    </Stack>
  );
}
