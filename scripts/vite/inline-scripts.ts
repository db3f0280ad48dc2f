// Finds what a `script-src 'self'` policy blocks in an HTML page: <script> elements without src,
// inline event handler attributes (onclick=…) and javascript: URLs. A regex scan, enough for the
// app's own pages (index.html and any page the build writes), not for arbitrary HTML.

/** Script types that are data, never run, and so not subject to script-src. */
const DATA_BLOCK_TYPES = new Set(['application/json', 'application/ld+json']);

const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TAG = /<[a-z][^\s/>]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

function attributes(source: string): Array<[name: string, value: string]> {
  return [...source.matchAll(ATTRIBUTE)].map((match) => [
    (match[1] ?? '').toLowerCase(),
    match[2] ?? match[3] ?? match[4] ?? '',
  ]);
}

/** Each inline script, handler or javascript: URL in `html`, shortened for an error message. */
export function findInlineScripts(html: string): string[] {
  const page = html.replace(COMMENT, '');
  const found: string[] = [];
  for (const [element, attributeSource = ''] of page.matchAll(SCRIPT)) {
    const attrs = new Map(attributes(attributeSource));
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!attrs.has('src') && !DATA_BLOCK_TYPES.has(type)) found.push(shorten(element));
  }
  for (const [tag, attributeSource = ''] of page.matchAll(TAG)) {
    const runsScript = attributes(attributeSource).some(
      ([name, value]) =>
        name.startsWith('on') || (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value)),
    );
    if (runsScript) found.push(shorten(tag));
  }
  return found;
}

function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}
