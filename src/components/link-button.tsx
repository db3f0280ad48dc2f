import { createLink, type LinkComponent } from '@tanstack/react-router';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';

type ButtonAnchorProps = ButtonProps & Omit<React.ComponentPropsWithRef<'a'>, keyof ButtonProps>;
type TextAnchorProps = AnchorProps & Omit<React.ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

function TextAnchor(props: TextAnchorProps) {
  return <Anchor {...props} />;
}

const CreatedLinkButton = createLink(ButtonAnchor);
const CreatedTextLink = createLink(TextAnchor);

/** A Mantine Button that navigates with the router (typed `to`, preloads on intent). */
export const LinkButton: LinkComponent<typeof ButtonAnchor> = (props) => (
  <CreatedLinkButton preload="intent" {...props} />
);

/** A Mantine Anchor that navigates with the router. */
export const TextLink: LinkComponent<typeof TextAnchor> = (props) => (
  <CreatedTextLink preload="intent" {...props} />
);
