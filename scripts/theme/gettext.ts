/**
 * Gettext files without gettext's tools: the strings of the theme's PHP (WordPress's i18n
 * functions, with their translator comments), `.pot`/`.po` text, and the binary `.mo` WordPress
 * loads. Enough of the formats for a theme: contexts, plurals, comments, references.
 */

/** One message: its id (and context, plural), where it is used, what translators are told, its translation. */
export interface Message {
  context?: string;
  id: string;
  plural?: string;
  comments: string[];
  references: string[];
  /** One string, or one per plural form. */
  translation: string[];
}

/** The key a message has in a catalog and a `.mo` file: context, EOT, id. */
export const messageKey = (m: Pick<Message, 'context' | 'id'>): string => (m.context === undefined ? m.id : `${m.context}\u0004${m.id}`);

/** WordPress's translation functions: which argument is the text, the plural and the context, and the domain. */
const FUNCTIONS: Record<string, { id: number; plural?: number; context?: number; domain: number }> = {
  __: { id: 0, domain: 1 },
  _e: { id: 0, domain: 1 },
  esc_html__: { id: 0, domain: 1 },
  esc_html_e: { id: 0, domain: 1 },
  esc_attr__: { id: 0, domain: 1 },
  esc_attr_e: { id: 0, domain: 1 },
  _x: { id: 0, context: 1, domain: 2 },
  _ex: { id: 0, context: 1, domain: 2 },
  esc_html_x: { id: 0, context: 1, domain: 2 },
  esc_attr_x: { id: 0, context: 1, domain: 2 },
  _n: { id: 0, plural: 1, domain: 3 },
  _nx: { id: 0, plural: 1, context: 3, domain: 4 },
};

/** A PHP string literal's value: single-quoted (`\'`, `\\`) or double-quoted without variables. */
function phpString(literal: string): string | undefined {
  const quote = literal[0];
  if ((quote !== "'" && quote !== '"') || literal.at(-1) !== quote || literal.length < 2) return undefined;
  const body = literal.slice(1, -1);
  if (quote === "'") return body.replace(/\\(['\\])/g, '$1');
  if (/(?<!\\)\$[A-Za-z_{]/.test(body)) return undefined;
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', v: '\v', e: '\x1b', f: '\f', '\\': '\\', $: '$', '"': '"' };
  return body.replace(/\\([ntrvef\\$"])/g, (_, c: string) => escapes[c]!);
}

/**
 * The arguments of a call whose `(` is at `open`: each one's source text, split at top-level
 * commas, strings and nesting respected. Undefined when the call does not close.
 */
function callArguments(source: string, open: number): { args: string[]; end: number } | undefined {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === "'" || c === '"') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    else if (c === ')' && depth === 0) {
      args.push(source.slice(start, i).trim());
      return { args: args.filter((arg, index) => arg !== '' || index < args.length - 1), end: i };
    } else if (c === ',' && depth === 0) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  return undefined;
}

/** The `translators:` comment just before a position: on the same line or the lines right above. */
function translatorComment(source: string, position: number): string | undefined {
  const before = source.slice(Math.max(0, position - 400), position);
  const match = /\/\*\s*(translators:[\s\S]*?)\*\/[^\n]*\n?[^\n]*$|\/\/\s*(translators:[^\n]*)\n[^\n]*$/i.exec(before);
  const text = match?.[1] ?? match?.[2];
  return text?.replace(/\s+/g, ' ').trim();
}

/**
 * The PHP code of a file with every comment and all inline HTML blanked out (newlines kept, so
 * lines still count); strings are left alone.
 */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  let out = '';
  let i = 0;
  while (i < source.length) {
    // Inline HTML, up to the next opening tag.
    const open = /<\?(?:php\b|=)/g;
    open.lastIndex = i;
    const tag = open.exec(source);
    const codeStart = tag ? tag.index + tag[0].length : source.length;
    out += blank(source.slice(i, tag ? tag.index : source.length)) + (tag ? ' '.repeat(tag[0].length) : '');
    i = codeStart;
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (c === "'" || c === '"') {
        const start = i;
        for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
        out += source.slice(start, i + 1);
      } else if (c === '/' && source[i + 1] === '*') {
        const end = source.indexOf('*/', i + 2);
        const stop = end === -1 ? source.length : end + 2;
        out += blank(source.slice(i, stop));
        i = stop - 1;
      } else if ((c === '/' && source[i + 1] === '/') || (c === '#' && source[i + 1] !== '[')) {
        let stop = i;
        while (stop < source.length && source[stop] !== '\n' && !source.startsWith('?>', stop)) stop++;
        out += ' '.repeat(stop - i);
        i = stop - 1;
      } else if (c === '?' && source[i + 1] === '>') {
        out += '  ';
        i += 2;
        break;
      } else out += c;
    }
  }
  return out;
}

/**
 * The messages of one PHP file in a text domain, with references (the file) and translator
 * comments. Calls whose text is not a literal are reported as errors (they cannot be extracted).
 */
export function extractPhp(source: string, file: string, domain: string): { messages: Message[]; errors: string[] } {
  const messages: Message[] = [];
  const errors: string[] = [];
  const names = Object.keys(FUNCTIONS).sort((a, b) => b.length - a.length);
  const call = new RegExp(`(?<![\\w$>:])(${names.join('|')})\\s*\\(`, 'g');
  // Calls are looked for outside comments; translator comments are read from the source itself.
  const code = withoutComments(source);
  for (let match = call.exec(code); match; match = call.exec(code)) {
    const spec = FUNCTIONS[match[1]!]!;
    const parsed = callArguments(code, match.index + match[0].length - 1);
    if (!parsed) continue;
    const line = source.slice(0, match.index).split('\n').length;
    const domainArg = parsed.args[spec.domain];
    if (domainArg === undefined || phpString(domainArg) !== domain) continue;
    const id = phpString(parsed.args[spec.id] ?? '');
    const plural = spec.plural === undefined ? undefined : phpString(parsed.args[spec.plural] ?? '');
    const context = spec.context === undefined ? undefined : phpString(parsed.args[spec.context] ?? '');
    if (id === undefined || (spec.plural !== undefined && plural === undefined) || (spec.context !== undefined && context === undefined)) {
      errors.push(`${file}:${line}: ${match[1]}() needs literal strings to be translatable`);
      continue;
    }
    const comment = translatorComment(source, match.index);
    messages.push({
      ...(context === undefined ? {} : { context }),
      id,
      ...(plural === undefined ? {} : { plural }),
      comments: comment ? [comment] : [],
      // The file only: a line number would make every edit above a string a change of the .pot.
      references: [file],
      translation: plural === undefined ? [''] : ['', ''],
    });
  }
  return { messages, errors };
}

/** WordPress's block.json translatable fields, with the contexts WordPress translates them in. */
export function extractBlockJson(json: string, file: string, domain: string): Message[] {
  const block = JSON.parse(json) as { textdomain?: string; title?: string; description?: string; keywords?: string[] };
  if (block.textdomain !== domain) return [];
  const entry = (context: string, id: string): Message => ({ context, id, comments: [], references: [file], translation: [''] });
  return [
    ...(block.title ? [entry('block title', block.title)] : []),
    ...(block.description ? [entry('block description', block.description)] : []),
    ...(block.keywords ?? []).map((keyword) => entry('block keyword', keyword)),
  ];
}

/** Messages with the same key become one, their references and comments joined, in first-seen order. */
export function mergeMessages(messages: readonly Message[]): Message[] {
  const byKey = new Map<string, Message>();
  for (const m of messages) {
    const existing = byKey.get(messageKey(m));
    if (!existing) {
      byKey.set(messageKey(m), { ...m, comments: [...m.comments], references: [...m.references], translation: [...m.translation] });
      continue;
    }
    for (const c of m.comments) if (!existing.comments.includes(c)) existing.comments.push(c);
    for (const r of m.references) if (!existing.references.includes(r)) existing.references.push(r);
  }
  return [...byKey.values()];
}

/** A `.po` string: quoted, escaped, split after each `\n` as msgmerge does. */
function poString(keyword: string, value: string): string {
  const escape = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\n/g, '\\n');
  const parts = value.split(/(?<=\n)/);
  if (parts.length <= 1) return `${keyword} "${escape(value)}"`;
  return [`${keyword} ""`, ...parts.map((p) => `"${escape(p)}"`)].join('\n');
}

/** A `.pot` or `.po` file: the header entry, then each message. */
export function serializePo(header: Record<string, string>, messages: readonly Message[]): string {
  const headerText = Object.entries(header)
    .map(([k, v]) => `${k}: ${v}\n`)
    .join('');
  const blocks = [[poString('msgid', ''), poString('msgstr', headerText)].join('\n')];
  for (const m of messages) {
    const lines: string[] = [];
    for (const c of m.comments) lines.push(`#. ${c}`);
    if (m.references.length) lines.push(`#: ${m.references.join(' ')}`);
    if (m.context !== undefined) lines.push(poString('msgctxt', m.context));
    lines.push(poString('msgid', m.id));
    if (m.plural !== undefined) {
      lines.push(poString('msgid_plural', m.plural));
      m.translation.forEach((t, i) => lines.push(poString(`msgstr[${i}]`, t)));
    } else lines.push(poString('msgstr', m.translation[0] ?? ''));
    blocks.push(lines.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** Reads a `.po` file's messages (the header entry as `id: ''`) — the subset serializePo writes, and msgmerge's. */
export function parsePo(text: string): Message[] {
  const messages: Message[] = [];
  // The escapes serializePo writes (\\, \", \n, \t) are JSON's.
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const m: Message = { id: '', comments: [], references: [], translation: [] };
    let field: string | undefined;
    let seen = false;
    const values: Record<string, string> = {};
    for (const raw of block.split('\n')) {
      const line = raw.trim();
      if (line.startsWith('#.')) m.comments.push(line.slice(2).trim());
      else if (line.startsWith('#:')) m.references.push(...line.slice(2).trim().split(/\s+/).filter(Boolean));
      else if (line.startsWith('#') || line === '') continue;
      else if (line.startsWith('"')) {
        if (field) values[field] += unquote(line);
      } else {
        const match = /^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$/.exec(line);
        if (!match) throw new Error(`Cannot read this .po line: ${line}`);
        field = match[1]!;
        values[field] = unquote(match[2]!);
        seen = true;
      }
    }
    if (!seen) continue;
    if (values['msgctxt'] !== undefined) m.context = values['msgctxt'];
    m.id = values['msgid'] ?? '';
    if (values['msgid_plural'] !== undefined) m.plural = values['msgid_plural'];
    m.translation =
      m.plural === undefined
        ? [values['msgstr'] ?? '']
        : Object.keys(values)
            .filter((k) => k.startsWith('msgstr['))
            .sort()
            .map((k) => values[k]!);
    messages.push(m);
  }
  return messages;
}

/**
 * A `.mo` file (little-endian, no hash table) of the translated messages and the header:
 * originals sorted by key, as GNU msgfmt writes them.
 */
export function compileMo(header: string, messages: readonly Message[]): Buffer {
  const entries: Array<[string, string]> = [['', header]];
  for (const m of messages) {
    if (m.translation.every((t) => t === '')) continue;
    const key = m.plural === undefined ? messageKey(m) : `${messageKey(m)}\u0000${m.plural}`;
    entries.push([key, m.translation.join('\u0000')]);
  }
  entries.sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const originals = entries.map(([k]) => Buffer.from(k, 'utf8'));
  const translations = entries.map(([, v]) => Buffer.from(v, 'utf8'));
  const n = entries.length;
  const headerSize = 28;
  const originalsTable = headerSize;
  const translationsTable = originalsTable + n * 8;
  let offset = translationsTable + n * 8;
  const head = Buffer.alloc(headerSize + n * 16);
  head.writeUInt32LE(0x950412de, 0);
  head.writeUInt32LE(0, 4);
  head.writeUInt32LE(n, 8);
  head.writeUInt32LE(originalsTable, 12);
  head.writeUInt32LE(translationsTable, 16);
  head.writeUInt32LE(0, 20);
  head.writeUInt32LE(offset, 24);
  const strings: Buffer[] = [];
  const place = (list: Buffer[], table: number) =>
    list.forEach((b, i) => {
      head.writeUInt32LE(b.length, table + i * 8);
      head.writeUInt32LE(offset, table + i * 8 + 4);
      strings.push(b, Buffer.from([0]));
      offset += b.length + 1;
    });
  place(originals, originalsTable);
  place(translations, translationsTable);
  return Buffer.concat([head, ...strings]);
}

/** Reads a `.mo` file (either byte order): key → translation, as compileMo wrote them. */
export function readMo(mo: Buffer): Map<string, string> {
  const magic = mo.readUInt32LE(0);
  const le = magic === 0x950412de;
  if (!le && mo.readUInt32BE(0) !== 0x950412de) throw new Error('Not a .mo file');
  const u32 = (at: number) => (le ? mo.readUInt32LE(at) : mo.readUInt32BE(at));
  const n = u32(8);
  const originals = u32(12);
  const translations = u32(16);
  const read = (table: number, i: number) => mo.subarray(u32(table + i * 8 + 4), u32(table + i * 8 + 4) + u32(table + i * 8)).toString('utf8');
  const map = new Map<string, string>();
  for (let i = 0; i < n; i++) map.set(read(originals, i), read(translations, i));
  return map;
}
