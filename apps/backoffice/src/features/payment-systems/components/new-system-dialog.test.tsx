import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { testSystem } from '../test-systems';
import { NewSystemDialog } from './new-system-dialog';

const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn<() => void>();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  onClose.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
});

function addSystem(values: Record<string, string>) {
  renderInConsole(
    <NewSystemDialog direction="deposit" kinds={['card', 'manual']} currencies={['TND', 'EUR']} onClose={onClose} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'New payment system' }));
  for (const [label, value] of Object.entries(values))
    fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  fireEvent.click(dialog.getByRole('button', { name: 'Add the system' }));
  return dialog;
}

const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

describe('a new payment system', () => {
  it("is sent as the contract reads it, limits in the help's EUR unless chosen otherwise", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(testSystem({ slug: 'visa-fast', name: 'Visa fast' }), 201));
    addSystem({ Slug: ' visa-fast ', Name: 'Visa fast', Minimum: '20', Maximum: '500' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsOf(fetchMock)).toEqual([
      expect.objectContaining({
        url: '/api/backoffice/payments/systems/',
        method: 'POST',
        body: {
          direction: 'deposit',
          slug: 'visa-fast',
          name: 'Visa fast',
          description: '',
          kind: 'card',
          currency: null,
          limitsCurrency: 'EUR',
          min: 20,
          max: 500,
          isTemporaryDisabled: false,
          sort: 0,
          texts: {},
        },
      }),
    ]);
  });

  it('refuses a slug the contract refuses before sending', async () => {
    const dialog = addSystem({ Slug: 'Not A Slug', Name: 'Wire', Minimum: '10', Maximum: '100' });
    await waitFor(() => expect(errorOf(dialog.getByLabelText('Slug'))).toBe('This value is not valid.'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a slug its direction already has beside the slug', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'already_exists', message: 'A deposit system "wire" exists.' }, 409),
    );
    const dialog = addSystem({ Slug: 'wire', Name: 'Wire', Kind: 'manual', Minimum: '10', Maximum: '100' });
    await waitFor(() =>
      expect(errorOf(dialog.getByLabelText('Slug'))).toBe('A system of this direction already has this slug.'),
    );
    expect(callsOf(fetchMock)[0]!.body).toMatchObject({ kind: 'manual', slug: 'wire' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
