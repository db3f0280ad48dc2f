import type { Block } from './types';

/** Every piece of readable text in a block (for search and for content checks). */
export function blockTexts(block: Block): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
    case 'tip':
    case 'warning':
      return [block.text];
    case 'list':
      return block.items;
    case 'example':
      return [block.title, block.text];
    case 'steps':
      return block.items.flatMap((item) => [item.title, item.text]);
  }
}
