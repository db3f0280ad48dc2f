import faq from 'virtual:page/faq';

import type { FaqTopic } from '@/content/content-pages';

export type { FaqEntry, FaqTopic } from '@/content/content-pages';

/**
 * The FAQ of /kundtjanst and /faq: real answers about how Slantis works, by topic, written in
 * content/pages/faq.md. Every answer must stay true to the product – change it together with
 * the feature it describes.
 */

export const FAQ_TOPICS: readonly FaqTopic[] = faq.topics;

/** Every entry with its topic, in page order. */
export const FAQ_ENTRIES = FAQ_TOPICS.flatMap((topic) =>
  topic.entries.map((entry) => ({ ...entry, topicId: topic.id, topic: topic.title })),
);
