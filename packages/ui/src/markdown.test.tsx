import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown, parseBlocks } from './markdown';
import { safeHref } from './safe-href';

const html = (source: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <Markdown source={source} className="md" />
    </MemoryRouter>,
  );

describe('the Markdown renderer', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    expect(parseBlocks('# Title\n\nOne line\nand the next\n\n- a\n- b\n\n1. x\n2) y\n  continued')).toEqual([
      { type: 'heading', level: 1, text: 'Title' },
      { type: 'paragraph', text: 'One line and the next' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
      { type: 'list', ordered: true, items: ['x', 'y continued'] },
    ]);
  });

  it('renders headings one level under the page title, lists and emphasis', () => {
    expect(html('# Bonus\n### Small\n\n**Big** and *small* and _also_ but snake_case stays\n\n- one\n1. two')).toBe(
      '<div class="md" data-testid="markdown"><h2 class="mt-2 text-fog-100 text-xl font-bold">Bonus</h2>' +
        '<h4 class="mt-2 text-fog-100 text-base font-semibold">Small</h4>' +
        '<p><strong>Big</strong> and <em>small</em> and <em>also</em> but snake_case stays</p>' +
        '<ul class="flex flex-col gap-1 ps-6 list-disc"><li>one</li></ul>' +
        '<ol class="flex flex-col gap-1 ps-6 list-decimal"><li>two</li></ol></div>',
    );
  });

  it('links to paths of the site and https addresses only', () => {
    const out = html('[Deposit](/deposit/card) or [rules](https://example.com/r) **[bold](/help)**');
    expect(out).toContain(
      '<a class="text-gold-300 underline underline-offset-2 hover:text-gold-200" href="/deposit/card" data-discover="true">Deposit</a>',
    );
    expect(out).toContain('href="https://example.com/r" target="_blank" rel="noopener noreferrer nofollow"');
    expect(out).toContain(
      '<strong><a class="text-gold-300 underline underline-offset-2 hover:text-gold-200" href="/help" data-discover="true">bold</a></strong>',
    );
  });

  it('refuses every other link target', () => {
    for (const target of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'http://plain.example',
      '//evil.example',
      '/\\evil.example',
      'https:evil',
      'https://',
      ' java\tscript:x',
    ]) {
      expect(safeHref(target), target).toBeNull();
    }
    expect(safeHref('/promotions')).toEqual({ kind: 'site', to: '/promotions' });
    expect(safeHref('https://a.example/x?y=1')).toEqual({ kind: 'external', href: 'https://a.example/x?y=1' });
    const out = html('[click](javascript:alert(1)) [two](//evil.example) [three](data:text/html;base64,PHNjcmlwdD4=)');
    expect(out).not.toContain('<a');
    expect(out).not.toContain('href');
    expect(out).toContain('click');
  });

  it('shows raw HTML as text (XSS attempts render as text)', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '# <svg onload=alert(1)>',
      '- <iframe src="javascript:alert(1)"></iframe>',
      '**<a href="javascript:alert(1)">x</a>**',
      '[<img src=x onerror=alert(1)>](/help)',
      '"><script>alert(document.cookie)</script>',
    ];
    for (const attack of attacks) {
      const out = html(attack);
      expect(out, attack).not.toMatch(/<(script|img|svg|iframe)\b/i);
      expect(out, attack).not.toMatch(/<a [^>]*href="javascript/i);
      expect(out, attack).toContain('&lt;');
    }
    expect(html('<script>alert(1)</script>')).toBe(
      '<div class="md" data-testid="markdown"><p>&lt;script&gt;alert(1)&lt;/script&gt;</p></div>',
    );
  });

  it('keeps unmatched markers as they are', () => {
    expect(html('2 * 3 = 6 and a lone ** and [no link]')).toContain('2 * 3 = 6 and a lone ** and [no link]');
  });
});

describe('a preview', () => {
  it('shows links with their target, and follows none', () => {
    const preview = renderToStaticMarkup(
      <Markdown source="See [the rules](/terms) and [more](https://example.com)." links="preview" />,
    );
    expect(preview).not.toContain('<a');
    expect(preview).toContain('title="/terms"');
    expect(preview).toContain('title="https://example.com"');
  });
});
