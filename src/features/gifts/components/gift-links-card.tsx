import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  CopyButton,
  Divider,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';

import { SectionCard } from '@/components/section-card';
import { useAction } from '@/hooks/use-action';
import { useRemote } from '@/hooks/use-remote';
import { formatDate, formatKr } from '@/lib/format';

import {
  createGiftLink,
  decideGiftPledge,
  familyGifts,
  goalsOf,
  myChildren,
  revokeGiftLink,
  type GiftLink,
  type GiftPledge,
} from '../api/gifts-api';
import { giftCopy } from '../copy';
import { giftUrl } from '../rules/gift-form';

const copy = giftCopy.guardian;

/** /familj for a guardian: make gift links for relatives, answer their pledges, close links. */
export function GiftLinksCard() {
  const kids = useRemote(myChildren);
  const gifts = useRemote(familyGifts);
  if (kids.state.status !== 'ready' || kids.state.data.length === 0) return null;
  return (
    <SectionCard heading={copy.heading}>
      <Text>{copy.text}</Text>
      <NewLinkForm
        kids={kids.state.data.map((kid) => ({ value: kid.user_id, label: kid.first_name }))}
        onCreated={gifts.reload}
      />
      {gifts.state.status === 'loading' && <Loader size="sm" />}
      {gifts.state.status === 'error' && <Text c="red">{gifts.state.message}</Text>}
      {gifts.state.status === 'ready' && (
        <>
          <Divider />
          <Pledges pledges={gifts.state.data.pledges} onChange={gifts.reload} />
          <Divider />
          <Links links={gifts.state.data.links} onChange={gifts.reload} />
        </>
      )}
    </SectionCard>
  );
}

type Option = { value: string; label: string };

function NewLinkForm({ kids, onCreated }: { kids: Option[]; onCreated: () => void }) {
  const [child, setChild] = useState<string | null>(kids.length === 1 ? kids[0]!.value : null);
  const [goal, setGoal] = useState<string | null>(null);
  const [days, setDays] = useState('30');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [url, setUrl] = useState<string | null>(null);
  const loadGoals = useCallback(() => goalsOf(child ?? ''), [child]);
  const goals = useRemote(child ? loadGoals : null);
  const goalOptions =
    goals.state.status === 'ready'
      ? goals.state.data.map((g) => ({ value: g.id, label: g.title }))
      : [];
  const { busy, run } = useAction(createGiftLink, {
    success: () => ({ title: copy.created, message: '' }),
    onDone: (link) => {
      setUrl(giftUrl(window.location.origin, link.token));
      setLabel('');
      onCreated();
    },
    onError: (error) => setErrors({ form: (error as Error).message }),
  });

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!child) problems.child = copy.chooseChild;
    if (!goal) problems.goal = copy.chooseGoal;
    setErrors(problems);
    if (!child || !goal) return;
    setUrl(null);
    await run({ child, goal, days: Number(days), label: label.trim() || null });
  };

  return (
    <form
      aria-label={copy.create}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={copy.child}
            data={kids}
            value={child}
            onChange={(value) => {
              setChild(value);
              setGoal(null);
            }}
            error={errors.child}
            allowDeselect={false}
            miw={180}
          />
          <Select
            label={copy.goal}
            data={goalOptions}
            value={goal}
            onChange={setGoal}
            error={errors.goal}
            // Opened before its goals arrive, the list would stay empty: it waits for them.
            disabled={!child || goals.state.status !== 'ready'}
            placeholder={child && goals.state.status === 'loading' ? copy.loadingGoals : undefined}
            allowDeselect={false}
            nothingFoundMessage={copy.noGoals}
            miw={180}
          />
        </Group>
        {child && goals.state.status === 'error' && (
          <Text size="sm" c="red">
            {goals.state.message}
          </Text>
        )}
        {child && goals.state.status === 'ready' && goalOptions.length === 0 && (
          <Text size="sm" c="dimmed">
            {copy.noGoals}
          </Text>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {copy.days}
          </Text>
          <SegmentedControl
            data={[...copy.dayOptions]}
            value={days}
            onChange={setDays}
            w="fit-content"
            aria-label={copy.days}
          />
        </Stack>
        <TextInput
          label={copy.label}
          description={copy.labelHint}
          maxLength={40}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
        />
        {errors.form && <Text c="var(--mantine-color-error)">{errors.form}</Text>}
        <Button type="submit" loading={busy} w="fit-content">
          {copy.create}
        </Button>
        {url && (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-teal-light)">
            <Stack gap={6}>
              <Text fw={600}>{copy.newLink}</Text>
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={copy.newLink}
                  value={url}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={url}>
                  {({ copied, copy: copyUrl }) => (
                    <Tooltip label={copied ? copy.copied : copy.copy} withArrow>
                      <ActionIcon
                        size="lg"
                        variant="light"
                        onClick={copyUrl}
                        aria-label={copied ? copy.copied : copy.copy}
                      >
                        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
              <Text size="sm">{copy.newLinkHint}</Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    </form>
  );
}

const STATUS_COLOR = { pledged: 'orange', confirmed: 'teal', declined: 'gray' } as const;

function Pledges({ pledges, onChange }: { pledges: GiftPledge[]; onChange: () => void }) {
  const { busy, run } = useAction(decideGiftPledge, {
    success: (status) => ({
      title: status === 'confirmed' ? copy.confirmed : copy.declined,
      message: '',
    }),
    onDone: onChange,
    failure: (error) => ({ title: copy.failed, message: (error as Error).message }),
  });
  return (
    <section aria-label={copy.pledges}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {copy.pledges}
        </Title>
        {pledges.length === 0 && <Text c="dimmed">{copy.noPledges}</Text>}
        {pledges.some((p) => p.status === 'pledged') && (
          <Text size="sm" c="dimmed">
            {copy.confirmHelp}
          </Text>
        )}
        {pledges.map((pledge) => (
          <Paper key={pledge.id} withBorder p="sm" radius="md" aria-label={pledge.giver_name}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={0}>
                  <Text fw={700}>
                    {copy.pledgeFrom(pledge.giver_name, formatKr(pledge.amount_ore))}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {copy.pledgeTo(pledge.child_name, pledge.goal_title)} ·{' '}
                    {formatDate(pledge.created_at)}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLOR[pledge.status]} variant="light">
                  {copy.status[pledge.status]}
                </Badge>
              </Group>
              {pledge.greeting && <Text fs="italic">”{pledge.greeting}”</Text>}
              {pledge.status === 'pledged' && (
                <Group gap="xs">
                  <Button size="sm" loading={busy} onClick={() => void run(pledge.id, true)}>
                    {copy.confirm}
                  </Button>
                  <Button
                    size="sm"
                    variant="default"
                    disabled={busy}
                    onClick={() => void run(pledge.id, false)}
                  >
                    {copy.decline}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

const STATE_COLOR = { active: 'teal', expired: 'gray', revoked: 'gray' } as const;

function Links({ links, onChange }: { links: GiftLink[]; onChange: () => void }) {
  const { busy, run } = useAction(revokeGiftLink, {
    success: () => ({ title: copy.revoked, message: '' }),
    onDone: onChange,
    failure: (error) => ({ title: copy.failed, message: (error as Error).message }),
  });
  return (
    <section aria-label={copy.links}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {copy.links}
        </Title>
        {links.length === 0 && <Text c="dimmed">{copy.noLinks}</Text>}
        {links.map((link) => (
          <Group key={link.id} justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>
                {link.label ? `${link.label}: ` : ''}
                {copy.linkTo(link.child_name, link.goal_title)}
              </Text>
              <Text size="sm" c="dimmed">
                {copy.validUntil(formatDate(link.expires_at))}
              </Text>
            </Stack>
            <Group gap="xs">
              <Badge color={STATE_COLOR[link.state]} variant="light">
                {copy.state[link.state]}
              </Badge>
              {link.state === 'active' && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void run(link.id)}
                >
                  {copy.revoke}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </section>
  );
}
