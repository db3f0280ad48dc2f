import { useState } from 'react';
import { Button, Card, Modal, Stack, Text, TextInput, Title } from '@mantine/core';

import { showToast } from '@/components/toast';

import {
  confirmReauthentication,
  deleteMyAccount,
  exportMyData,
  type RemoteError,
} from '../api/profile-api';
import { profileCopy } from '../copy';
import { exportFileName } from '../rules/profile-rules';
import { ReauthDialog, WrongCodeError } from './reauth-dialog';

const copy = profileCopy.settings;

type Action = 'download' | 'delete';

/** The account pays for a Familj subscription that renews: the server says what to do first. */
const paysForFamilj = (error: unknown) => (error as RemoteError).code === 'plan_renews';

/** The database wants a fresh code from the e-mail for this session first (issue 21). */
const needsCode = (error: unknown) =>
  (error as RemoteError).code === '42501' && /^Bekräfta/.test((error as Error).message);

function saveJson(data: unknown): string {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(new Date());
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return link.download;
}

/**
 * Mina data: the export (GDPR art. 15/20) and account deletion (art. 17). Each is tried as is:
 * within 5 minutes of a confirmed code it just works; otherwise the code dialog comes first.
 */
export function DataCard({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const [confirming, setConfirming] = useState(false);
  const [word, setWord] = useState('');
  const [busy, setBusy] = useState(false);
  const [askingCode, setAskingCode] = useState<Action | null>(null);

  const run = async (action: Action) => {
    if (action === 'download') {
      const name = saveJson(await exportMyData());
      showToast(copy.downloaded, name, 'success');
      return;
    }
    await deleteMyAccount();
    setConfirming(false);
    showToast(copy.deleted, copy.deletedText, 'info');
    await onDeleted();
  };

  const attempt = async (action: Action) => {
    setBusy(action === 'delete');
    try {
      await run(action);
    } catch (error) {
      if (needsCode(error)) setAskingCode(action);
      else if (paysForFamilj(error)) showToast(copy.notDeleted, (error as Error).message, 'error');
      else showToast(profileCopy.failed, '', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {copy.data}
        </Title>
        <Text>{copy.dataText}</Text>
        <Button variant="light" w="fit-content" onClick={() => void attempt('download')}>
          {copy.download}
        </Button>
        <Title order={3} size="h5" mt="md">
          {copy.delete}
        </Title>
        <Text size="sm">{copy.deleteText}</Text>
        <Button color="red.8" variant="filled" w="fit-content" onClick={() => setConfirming(true)}>
          {copy.delete}
        </Button>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={copy.delete}
        centered
        closeButtonProps={{ 'aria-label': profileCopy.reauth.cancel }}
      >
        <Stack>
          <Text>{copy.deleteText}</Text>
          <TextInput
            label={copy.deleteConfirm}
            value={word}
            onChange={(e) => setWord(e.currentTarget.value)}
          />
          <Button
            color="red.8"
            loading={busy}
            disabled={word.trim() !== copy.deleteWord}
            onClick={() => void attempt('delete')}
          >
            {copy.deleteButton}
          </Button>
        </Stack>
      </Modal>
      <ReauthDialog
        opened={askingCode !== null}
        onClose={() => setAskingCode(null)}
        onCode={async (code) => {
          if (!(await confirmReauthentication(code))) throw new WrongCodeError();
          const action = askingCode;
          if (action) void attempt(action);
        }}
      />
    </Card>
  );
}
