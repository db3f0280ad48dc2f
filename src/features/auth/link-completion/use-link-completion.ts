import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';

import { showToast } from '@/components/toast';

import { logAuthError, logSecurityEvent } from '../security-log';
import { copyLinkToClipboard, openInSystemBrowser } from './browser-handoff';
import { linkCompletionCopy } from './copy';
import { clearTokensFromAddressBar, forgetLandingUrl, linkUrl, type UrlParts } from './landing-url';
import {
  INITIAL_STATE,
  startLinkCompletion,
  type CompletionState,
  type ReadSession,
} from './machine';
import { readSession as readSessionFromClient } from './read-session';

export type LinkCompletionOptions = {
  /** The sign-in link's URL; defaults to the one the page was opened with. */
  url?: UrlParts;
  userAgent?: string;
  readSession?: ReadSession;
};

export type LinkCompletion = {
  state: CompletionState;
  openInBrowser: () => void;
  copyLink: () => Promise<void>;
};

/**
 * Runs the completion machine for the link this page was opened with. Everything it started is
 * cancelled on unmount: no state update, navigation or timer outlives the screen.
 */
export function useLinkCompletion(options: LinkCompletionOptions = {}): LinkCompletion {
  const navigate = useNavigate();
  const [url] = useState(() => options.url ?? linkUrl());
  const [userAgent] = useState(() => options.userAgent ?? navigator.userAgent);
  const [readSession] = useState(() => options.readSession ?? readSessionFromClient);
  const [state, setState] = useState<CompletionState>(INITIAL_STATE);

  useEffect(
    () =>
      startLinkCompletion(
        { search: url.search, hash: url.hash, userAgent },
        {
          readSession,
          setState: (next) => {
            if (next.status === 'success' || next.status === 'error') forgetLandingUrl();
            setState(next);
          },
          navigate: (to) => void navigate({ to, replace: true }),
          toast: showToast,
          clearUrl: clearTokensFromAddressBar,
          log: logSecurityEvent,
          logError: logAuthError,
        },
      ),
    [navigate, readSession, url, userAgent],
  );

  const openInBrowser = useCallback(() => {
    openInSystemBrowser(url.href, userAgent);
  }, [url, userAgent]);

  const copyLink = useCallback(async () => {
    const { copied } = linkCompletionCopy.toasts;
    if (await copyLinkToClipboard(url.href)) showToast(copied.title, copied.message, 'success');
    else showToast(linkCompletionCopy.webview.copy, linkCompletionCopy.webview.copyFailed, 'error');
  }, [url]);

  return { state, openInBrowser, copyLink };
}
