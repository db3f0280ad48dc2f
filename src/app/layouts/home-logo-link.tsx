import { Link } from '@tanstack/react-router';
import { Anchor } from '@mantine/core';

import { Logo } from '@/components/logo';

import { shellCopy } from '../copy';

/** The logo as the link to the start page (the logo itself is decorative: the link is named). */
export function HomeLogoLink({
  className,
  compactOnPhone,
}: {
  className?: string;
  compactOnPhone?: boolean;
}) {
  return (
    <Anchor
      component={Link}
      to="/"
      aria-label={shellCopy.homeLink}
      underline="never"
      c="inherit"
      className={className}
    >
      <Logo compactOnPhone={compactOnPhone} />
    </Anchor>
  );
}
