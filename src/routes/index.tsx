import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense, useCallback } from 'react';

import { PublicLayout } from '@/app/layouts/public-layout';
import { HydratingSuspense } from '@/components/hydration-gate';
import { offerDeviceUnlock, SharedDeviceNotice } from '@/features/auth';
import { landingSearch, type Audience, type LandingSearch } from '@/features/marketing';
import { pageHead } from '@/features/site';
import { useAuthStore } from '@/stores/auth-store';

const MemberHomePage = lazy(() => import('./-member-home-page'));
const LandingPage = lazy(() => import('./-landing-page'));

// '/' is public: visitors get the landing page, signed-in members their dashboard; the installed
// app opened offline on a device with a PIN unlock starts at the lock screen.
export const Route = createFileRoute('/')({
  validateSearch: landingSearch,
  beforeLoad: () => offerDeviceUnlock(),
  head: () => pageHead(useAuthStore.getState().user ? 'home' : 'landing'),
  component: HomeOrLanding,
});

function HomeOrLanding() {
  const signedIn = useAuthStore((state) => state.user !== null);
  if (signedIn) {
    return (
      <Suspense>
        <MemberHomePage />
      </Suspense>
    );
  }
  return (
    <PublicLayout>
      <SharedDeviceNotice />
      {/* Prerendered: its buttons wait until this lazy part has hydrated. */}
      <HydratingSuspense>
        <Landing />
      </HydratingSuspense>
    </PublicLayout>
  );
}

/** The landing page with its audience tab (?for=) and quick search (?q=) in the URL. */
function Landing() {
  // Parsed again here: the router's inferred search type for this route degrades to any.
  const search = landingSearch(Route.useSearch());
  const navigate = Route.useNavigate();

  const setAudience = useCallback(
    (audience: Audience) =>
      void navigate({
        search: (prev: LandingSearch) => ({
          ...prev,
          for: audience === 'ungdom' ? undefined : audience,
        }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const setQuery = useCallback(
    (query: string) =>
      void navigate({
        search: (prev: LandingSearch) => ({ ...prev, q: query || undefined }),
        resetScroll: false,
      }),
    [navigate],
  );

  return (
    <LandingPage
      audience={search.for ?? 'ungdom'}
      onAudienceChange={setAudience}
      query={search.q ?? ''}
      onQueryChange={setQuery}
    />
  );
}
