import type { ContentSlide } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import ContentPage from './content-page';

const fetchMock = vi.fn<typeof fetch>();

const slide = (id: number): ContentSlide => ({
  id,
  type: 'image',
  image: `/content/images/${id}.png`,
  title: `Slide ${id}`,
  text: '',
  cta: '',
  link: '/promotions',
  language: 'fr-fr',
  isActive: true,
  carouselId: 4,
  authRequired: false,
  order: id,
  activeFrom: null,
  activeUntil: null,
});

let carousels = [
  { id: 4, route: '/slots/casino', platform: 'desktop', language: 'fr-fr', slides: [slide(10), slide(11)] },
];

/** Where the screen is: the place it shows is in the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function open() {
  renderInConsole(
    <MemoryRouter initialEntries={['/content/slides?route=%2Fslots%2Fcasino&platform=desktop&language=fr-fr']}>
      <Routes>
        <Route
          path="/content/*"
          element={
            <>
              <ContentPage />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const writes = () => callsOf(fetchMock).filter((call) => call.method !== 'GET');

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  carousels = [
    { id: 4, route: '/slots/casino', platform: 'desktop', language: 'fr-fr', slides: [slide(10), slide(11)] },
  ];
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && String(url).endsWith('/carousels/')) return jsonResponse(carousels);
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { route: string };
      if (body.route === '/taken')
        return jsonResponse(
          { route: [{ code: 'already_exists', message: 'A carousel exists for this route, platform and language.' }] },
          400,
        );
      carousels = [{ ...carousels[0]!, ...body }];
      return jsonResponse(carousels[0]);
    }
    if (method === 'DELETE') {
      carousels = [];
      return new Response(null, { status: 204 });
    }
    return jsonResponse({ code: 'not_found', message: '' }, 404);
  });
});

describe('the content screen: a carousel moved or deleted', () => {
  it('moves the carousel to another route, platform and language, and follows it', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the carousel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the carousel' });
    expect((within(dialog).getByLabelText('Route of the site') as HTMLInputElement).value).toBe('/slots/casino');
    fireEvent.change(within(dialog).getByLabelText('Route of the site'), { target: { value: '/slots/live-casino' } });
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'mobile' } });
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'ar-ar' } });
    expect(within(dialog).getByText('Its slides become slides of this language.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          url: '/api/backoffice/content/carousels/4/',
          method: 'PUT',
          body: { route: '/slots/live-casino', platform: 'mobile', language: 'ar-ar' },
        }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        '/content/slides?route=%2Fslots%2Flive-casino&platform=mobile&language=ar-ar',
      ),
    );
    expect(await screen.findByText('Slides (2)')).toBeTruthy();
  });

  it('says why the server refuses a place another carousel holds, and stays open', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the carousel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the carousel' });
    fireEvent.change(within(dialog).getByLabelText('Route of the site'), { target: { value: '/taken' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('There is already a carousel for this route, platform and language.'),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit the carousel' })).toBeTruthy();
  });

  it('deletes the carousel and its slides only once confirmed, saying what goes', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the carousel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this carousel?' });
    expect(dialog.textContent).toContain('/slots/casino');
    expect(dialog.textContent).toContain('with its slides (2)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete the carousel' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ url: '/api/backoffice/content/carousels/4/', method: 'DELETE' }),
      ]),
    );
    expect(await screen.findByTestId('no-carousel')).toBeTruthy();
  });
});
