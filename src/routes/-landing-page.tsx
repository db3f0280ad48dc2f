import { LandingPage, type LandingPageProps } from '@/features/marketing';

/** The visitors' '/': loaded only for visitors, so members' dashboard stays light. */
export default function LandingPageChunk(props: LandingPageProps) {
  return <LandingPage {...props} />;
}
