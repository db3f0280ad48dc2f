import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import { Button, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';

import { SectionCard } from '@/components/section-card';
import { showToast } from '@/components/toast';

import { renewFriendCode, type FriendCode } from '../api/friends-api';
import { friendsCopy } from '../copy';
import { friendLink, groupFriendCode } from '../rules/friend-code';
import classes from './friends.module.css';

const copy = friendsCopy.code;

/** The QR code of a link, as an SVG image (black on white, so every camera reads it). */
function QrImage({ link, label }: { link: string; label: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}`,
    [link],
  );
  return <Image src={src} alt={label} w={176} h={176} className={classes.qr} />;
}

type Props = { code: FriendCode | undefined; onRenewed: (code: FriendCode) => void };

/** The own friend code, its QR code (a link to /vanner?kod=…), copying the link and renewing. */
export function FriendCodeCard({ code, onRenewed }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const link = code ? friendLink(window.location.origin, code.code) : '';

  async function renew() {
    setBusy(true);
    try {
      onRenewed(await renewFriendCode());
      showToast(copy.renewed, '', 'success');
      setConfirming(false);
    } catch (error) {
      showToast(friendsCopy.errors.generic, (error as Error).message, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      showToast(copy.copied, copy.copiedText, 'success');
    } catch {
      showToast(friendsCopy.errors.generic, link, 'error');
    }
  }

  return (
    <>
      <SectionCard heading={copy.heading}>
        <Text c="dimmed">{copy.text}</Text>
        <Group gap="lg" align="center" wrap="wrap">
          {code ? (
            <QrImage link={link} label={copy.qrLabel(groupFriendCode(code.code))} />
          ) : (
            <Skeleton w={176} h={176} radius="md" />
          )}
          <Stack gap="sm">
            <Text
              className={classes.code}
              data-testid="friend-code"
              aria-label={code ? code.code.split('').join(' ') : undefined}
            >
              {code ? groupFriendCode(code.code) : '•••• ••••'}
            </Text>
            <Group gap="xs">
              <Button
                variant="light"
                leftSection={<IconCopy size={18} aria-hidden />}
                onClick={() => void copyLink()}
                disabled={!code}
                h={44}
              >
                {copy.copy}
              </Button>
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconRefresh size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={!code}
                h={44}
              >
                {copy.renew}
              </Button>
            </Group>
          </Stack>
        </Group>
      </SectionCard>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={copy.renewTitle}
        centered
      >
        <Stack>
          <Text>{copy.renewText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {copy.cancel}
            </Button>
            <Button loading={busy} onClick={() => void renew()}>
              {copy.renewConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
