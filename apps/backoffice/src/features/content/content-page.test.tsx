import type { ContentSlide } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import ContentPage from './content-page';

const fetchMock = vi.fn<typeof fetch>();

const slide = (id: number, order: number, title: string): ContentSlide => ({
  id,
  type: 'image',
  image: `/content/images/${id}.png`,
  title,
  text: '',
  cta: '',
  link: '/promotions',
  language: 'ar-ar',
  isActive: true,
  carouselId: 4,
  authRequired: false,
  order,
  activeFrom: null,
  activeUntil: null,
});

const carousels = [
  {
    id: 4,
    route: '/slots/casino',
    platform: 'desktop',
    language: 'ar-ar',
    slides: [slide(11, 2, 'Second'), slide(10, 1, 'First'), slide(12, 3, 'Third')],
  },
];

function open(path: string) {
  renderInConsole(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/content/*" element={<ContentPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const slidesPath = '/content/slides?route=%2Fslots%2Fcasino&platform=desktop&language=ar-ar';
const writes = () => callsOf(fetchMock).filter((call) => call.method !== 'GET');

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && String(url).endsWith('/carousels/')) return jsonResponse(carousels);
    if (method === 'PATCH') return jsonResponse(slide(1, 1, 'x'));
    if (method === 'DELETE') return new Response(null, { status: 204 });
    if (String(url).endsWith('/images/'))
      return jsonResponse(
        { file: [{ code: 'invalid_type', message: 'The picture must be a PNG, JPEG or WebP file.' }] },
        400,
      );
    return jsonResponse({ code: 'not_found', message: '' }, 404);
  });
});

describe('the content screen: banners', () => {
  it("lists a carousel's slides in the site's order", async () => {
    open(slidesPath);
    const rows = await screen.findByTestId('slide-rows');
    expect(
      within(rows)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['slide-10', 'slide-11', 'slide-12']);
  });

  it('moves a slide down by swapping two orders', async () => {
    open(slidesPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Move “First” down' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()).toEqual([
      expect.objectContaining({ url: '/api/backoffice/content/slides/11/', method: 'PATCH', body: { order: 1 } }),
      expect.objectContaining({ url: '/api/backoffice/content/slides/10/', method: 'PATCH', body: { order: 2 } }),
    ]);
  });

  it('switches a slide off with a patch of that field alone', async () => {
    open(slidesPath);
    const row = await screen.findByTestId('slide-12');
    fireEvent.click(within(row).getByRole('button', { name: 'Switch off' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ url: '/api/backoffice/content/slides/12/', body: { isActive: false } }),
      ]),
    );
  });

  it('deletes only once the deletion is confirmed', async () => {
    open(slidesPath);
    const row = await screen.findByTestId('slide-11');
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this slide?' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ url: '/api/backoffice/content/slides/11/', method: 'DELETE' }),
      ]),
    );
  });

  it("shows the server's refusal of a file that is not a picture", async () => {
    open('/content/slides/new?carousel=4');
    const input = (await screen.findByTestId('image-file')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'banner.png', { type: 'image/png' })] } });
    expect((await screen.findByTestId('upload-refusal')).textContent).toBe(
      'This file is not a PNG, JPEG or WebP picture (the server reads its content, not its name).',
    );
    expect(writes()).toEqual([expect.objectContaining({ url: '/api/backoffice/content/images/', method: 'POST' })]);
  });

  it('previews an Arabic slide right to left inside the English console, and only the preview', async () => {
    open('/content/slides/10');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'مرحبًا' } });
    const preview = screen.getByTestId('content-preview');
    expect([preview.getAttribute('dir'), preview.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    expect(within(preview).getByRole('heading', { name: 'مرحبًا' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('slide-form').closest('[dir="rtl"]')).toBeNull();
  });
});
