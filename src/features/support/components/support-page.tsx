import { Link } from '@tanstack/react-router';
import { Anchor, Stack, Title } from '@mantine/core';

import { PageIntro } from '@/components/page-intro';

import { supportCopy } from '../copy';
import { FAQ_TOPICS } from '../faq-content';
import { ContactChannels } from './contact-channels';
import { FaqList } from './faq-list';
import { FaqSearch } from './faq-search';
import { ContactSection } from './help-layout';
import { TicketLookup } from './ticket-lookup';

type SearchProps = { query: string; onQueryChange: (query: string) => void };

/**
 * /kundtjanst (spec §2): FAQ search, contact options, FAQ topics, the contact form, hours, and
 * 'Följ ditt ärende' (first when a reply mail's link names a ticket).
 */
export function SupportPage({
  query,
  onQueryChange,
  ticketNumber,
}: SearchProps & { ticketNumber?: string }) {
  const lookup = <TicketLookup initialNumber={ticketNumber} />;
  const searching = query.trim() !== '';
  return (
    <Stack gap="xl">
      <PageIntro page="support">
        <FaqSearch query={query} onQueryChange={onQueryChange} />
      </PageIntro>
      {ticketNumber && lookup}
      <section aria-labelledby="kontakta-oss">
        <Title order={2} id="kontakta-oss" mb="md">
          {supportCopy.channels.heading}
        </Title>
        <ContactChannels />
      </section>
      {!searching && (
        <section aria-labelledby="vanliga-fragor">
          <Title order={2} id="vanliga-fragor" mb="md">
            {supportCopy.faq.heading}
          </Title>
          <FaqList topics={FAQ_TOPICS} headingOrder={3} />
          <Anchor component={Link} to="/faq" fw={600} mt="md" display="inline-block">
            {supportCopy.faq.allLink}
          </Anchor>
        </section>
      )}
      <ContactSection />
      {!ticketNumber && lookup}
    </Stack>
  );
}

/** /faq: every question by topic, searchable, and the way on to customer service. */
export function FaqPage({ query, onQueryChange }: SearchProps) {
  return (
    <Stack gap="xl">
      <PageIntro page="faq">
        <FaqSearch query={query} onQueryChange={onQueryChange} />
      </PageIntro>
      {query.trim() === '' && <FaqList />}
      <Anchor component={Link} to="/kontakt" fw={600}>
        {supportCopy.contactLink}
      </Anchor>
    </Stack>
  );
}

/** /kontakt: the contact options, the contact form, opening hours and the urgent box. */
export function ContactPage() {
  return (
    <Stack gap="xl">
      <PageIntro page="contact" />
      <ContactChannels />
      <ContactSection />
      <Anchor component={Link} to="/kundtjanst" fw={600}>
        {supportCopy.supportLink}
      </Anchor>
    </Stack>
  );
}
