import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type SafeHref, safeHref } from './safe-href';

/**
 * A small Markdown renderer for the operators' texts (promotions, help, legal pages): headings,
 * paragraphs, bullet and numbered lists, bold, italic and links, straight to React elements.
 * Nothing is ever parsed as HTML (React escapes every string), and a link goes only to a path of
 * the site or an https address; any other target (javascript:, data:, //host, http:) stays text.
 * A full Markdown library plus a sanitiser would weigh many times more for the same subset.
 */

// **bold**, *italic* or _italic_ (not inside a word, so snake_case stays), [label](target).
const INLINE =
  /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(([^()\s]*)\)/gu;

const LINK = 'text-gold-300 underline underline-offset-2 hover:text-gold-200';

/** How links are drawn: followed (the site), or shown with their target and not followed (a preview). */
export type LinkMode = 'follow' | 'preview';

function renderLink(href: SafeHref, children: ReactNode[], key: string, mode: LinkMode): ReactNode {
  if (mode === 'preview')
    return (
      <span key={key} title={href.kind === 'site' ? href.to : href.href} className={LINK}>
        {children}
      </span>
    );
  if (href.kind === 'site')
    return (
      <Link key={key} to={href.to} className={LINK}>
        {children}
      </Link>
    );
  return (
    <a key={key} href={href.href} target="_blank" rel="noopener noreferrer nofollow" className={LINK}>
      {children}
    </a>
  );
}

/** One line's text with its emphasis and links. */
export function renderInline(text: string, keyPrefix = 'i', mode: LinkMode = 'follow'): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) out.push(text.slice(last, start));
    const key = `${keyPrefix}.${n++}`;
    const [whole, bold, italic, underscored, label, target] = match;
    if (bold !== undefined) out.push(<strong key={key}>{renderInline(bold, key, mode)}</strong>);
    else if (italic !== undefined || underscored !== undefined)
      out.push(<em key={key}>{renderInline(italic ?? underscored ?? '', key, mode)}</em>);
    else if (label !== undefined) {
      const href = safeHref(target ?? '');
      const children = renderInline(label, key, mode);
      out.push(href ? renderLink(href, children, key, mode) : <Fragment key={key}>{children}</Fragment>);
    } else out.push(whole);
    last = start + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

/** The blocks of a Markdown text: headings, paragraphs (lines joined) and lists. */
export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]! });
    } else if (bullet || numbered) {
      flush();
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1]!;
      const previous = blocks.at(-1);
      if (previous?.type === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ type: 'list', ordered, items: [item] });
    } else {
      const previous = blocks.at(-1);
      // A line right under a list item, indented, continues it.
      if (!paragraph.length && previous?.type === 'list' && /^\s+/.test(line))
        previous.items[previous.items.length - 1] += ` ${line.trim()}`;
      else paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'h6'] as const;
const HEADING_CLASSES = ['text-xl font-bold', 'text-lg font-bold', 'text-base font-semibold'];

/** The page has its own h1: a Markdown "#" is an h2, and so on down. */
export function Markdown({
  source,
  className,
  links = 'follow',
}: {
  source: string;
  className?: string;
  links?: LinkMode;
}) {
  return (
    <div className={className ?? 'flex flex-col gap-3 leading-relaxed text-fog-300'} data-testid="markdown">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        if (block.type === 'heading') {
          const Tag = HEADINGS[block.level - 1]!;
          return (
            <Tag key={key} className={`mt-2 text-fog-100 ${HEADING_CLASSES[block.level - 1] ?? 'font-semibold'}`}>
              {renderInline(block.text, key, links)}
            </Tag>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key} className={`flex flex-col gap-1 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
              {block.items.map((item, i) => (
                <li key={i}>{renderInline(item, `${key}.${i}`, links)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{renderInline(block.text, key, links)}</p>;
      })}
    </div>
  );
}
