import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';

/**
 * Links given as a plain path with a query string (search results, course modules): a real
 * <a href>, navigated by the router on a plain click so the app does not reload.
 */
function useHrefClick(href: string, onOpen?: () => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen?.();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void router.navigate({ href });
  };
}

type LinkProps = { href: string; onOpen?: () => void; children: React.ReactNode };

export function HrefAnchor({ href, onOpen, ...props }: LinkProps & AnchorProps) {
  const onClick = useHrefClick(href, onOpen);
  return <Anchor href={href} onClick={onClick} {...props} />;
}

export function HrefButton({ href, onOpen, ...props }: LinkProps & ButtonProps) {
  const onClick = useHrefClick(href, onOpen);
  return <Button component="a" href={href} onClick={onClick} {...props} />;
}
