// The part of js-yaml (4.x, no bundled types) that the content parser uses.
declare module 'js-yaml' {
  export type Mark = { line: number; column: number };
  export class YAMLException extends Error {
    reason: string;
    mark?: Mark;
  }
  export const JSON_SCHEMA: unknown;
  export function load(source: string, options?: { filename?: string; schema?: unknown }): unknown;
  export function dump(value: unknown, options?: { lineWidth?: number; schema?: unknown }): string;
}
