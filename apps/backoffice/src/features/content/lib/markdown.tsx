import { Fragment, type ReactNode } from 'react';
import { safeHref } from './safe-href';

/**
 * The player site's Markdown (apps/web/src/features/content/lib/markdown.tsx), for the preview:
 * the same subset (headings, paragraphs, lists, bold, italic, links), the same classes, and the
 * same refusal of any link target but a path of the site or an https address. The apps share no
 * code but packages, so this is a copy; a preview's link is underlined as on the site but does not
 * leave the console (its target shows on hover).
 */

// **bold**, *italic* or _italic_ (not inside a word, so snake_case stays), [label](target).
const INLINE =
  /\*\*(.+?)\*\*|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])|\[([^\]]+)\]\(([^()\s]*)\)/gu;

function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) out.push(text.slice(last, start));
    const key = `${keyPrefix}.${n++}`;
    const [whole, bold, italic, underscored, label, target] = match;
    if (bold !== undefined) out.push(<strong key={key}>{renderInline(bold, key)}</strong>);
    else if (italic !== undefined || underscored !== undefined)
      out.push(<em key={key}>{renderInline(italic ?? underscored ?? '', key)}</em>);
    else if (label !== undefined) {
      const href = safeHref(target ?? '');
      const children = renderInline(label, key);
      out.push(
        href ? (
          <span
            key={key}
            title={href.kind === 'site' ? href.to : href.href}
            className="text-gold-300 underline underline-offset-2"
          >
            {children}
          </span>
        ) : (
          <Fragment key={key}>{children}</Fragment>
        ),
      );
    } else out.push(whole);
    last = start + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type Block =
  | { type: 'heading'; level: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/;

function parseBlocks(source: string): Block[] {
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

/** The page has its own title: a Markdown "#" is an h2, and so on down (as on the site). */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="flex flex-col gap-3 leading-relaxed text-fog-300" data-testid="markdown">
      {parseBlocks(source).map((block, index) => {
        const key = `b${index}`;
        if (block.type === 'heading') {
          const Tag = HEADINGS[block.level - 1]!;
          return (
            <Tag key={key} className={`mt-2 text-fog-100 ${HEADING_CLASSES[block.level - 1] ?? 'font-semibold'}`}>
              {renderInline(block.text, key)}
            </Tag>
          );
        }
        if (block.type === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List key={key} className={`flex flex-col gap-1 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
              {block.items.map((item, i) => (
                <li key={i}>{renderInline(item, `${key}.${i}`)}</li>
              ))}
            </List>
          );
        }
        return <p key={key}>{renderInline(block.text, key)}</p>;
      })}
    </div>
  );
}
