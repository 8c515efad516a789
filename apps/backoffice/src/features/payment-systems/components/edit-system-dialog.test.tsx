import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { testSystem } from '../test-systems';
import { EditSystemDialog } from './edit-system-dialog';

const fetchMock = vi.fn<typeof fetch>();
const onClose = vi.fn<() => void>();
const system = testSystem();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  onClose.mockReset();
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
});

function openDialog(kinds: ('card' | 'crypto' | 'manual')[] = ['card', 'crypto', 'manual']) {
  renderInConsole(
    <EditSystemDialog system={system} kinds={kinds} currencies={['EUR', 'TND', 'USD']} onClose={onClose} />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Card payments' }));
  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values))
      fireEvent.change(dialog.getByLabelText(label), { target: { value } });
  };
  const save = () => fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return { dialog, fill, save };
}

/** The error shown under a field, read through the field's own description (where a screen reader finds it). */
function errorOf(field: HTMLElement) {
  const id = field.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("a payment system's edit dialog", () => {
  it.each([
    [{ Name: '  ' }, 'Name', 'This field is required.'],
    [{ Minimum: '' }, 'Minimum', 'This field is required.'],
    [{ Minimum: 'five' }, 'Minimum', 'This value is not valid.'],
    [{ Minimum: '-5' }, 'Minimum', 'This value is not valid.'],
    [{ Minimum: '5.555' }, 'Minimum', 'At most two decimals.'],
    [{ Minimum: '500', Maximum: '100' }, 'Maximum', 'The maximum may not be below the minimum.'],
    [{ Order: '1.5' }, 'Order', 'This value is not valid.'],
    [{ 'Description (Français)': 'Sans nom', 'Name (Français)': '' }, 'Name (Français)', 'This field is required.'],
  ])('refuses %j before sending', async (values, field, text) => {
    const { dialog, fill, save } = openDialog();
    fill(values);
    save();
    await waitFor(() => expect(errorOf(dialog.getByLabelText(field))).toBe(text));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends only what changed: a limit typed with a comma, a new language, a language emptied', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...system, min: 7.5 }));
    const { fill, save } = openDialog();
    fill({
      Minimum: '7,5',
      Maximum: '10 000',
      'Name (العربية)': 'بطاقة مصرفية',
      'Name (Français)': '',
    });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsOf(fetchMock)).toEqual([
      expect.objectContaining({
        url: '/api/backoffice/payments/systems/deposit/card/',
        method: 'PATCH',
        body: { min: 7.5, texts: { 'ar-ar': { name: 'بطاقة مصرفية', description: '' }, 'fr-fr': null } },
      }),
    ]);
  });

  it('sends nothing when nothing changed', () => {
    const { save } = openDialog();
    save();
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field errors beside their fields and stays open", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          limitsCurrency: [{ code: 'invalid_currency', message: 'Unknown currency.' }],
          'texts.ru.name': [{ code: 'too_long', message: 'Too long.' }],
        },
        400,
      ),
    );
    const { dialog, fill, save } = openDialog();
    fill({ 'Currency of the limits': 'USD', 'Name (Русский)': 'Карта' });
    save();
    await waitFor(() =>
      expect(errorOf(dialog.getByLabelText('Currency of the limits'))).toBe("This currency is not one of the site's."),
    );
    expect(errorOf(dialog.getByLabelText('Name (Русский)'))).toBe('This value is too long.');
    expect(errorOf(dialog.getByLabelText('Minimum'))).toBe('In USD.');
    expect(callsOf(fetchMock)[0]!.body).toEqual({
      limitsCurrency: 'USD',
      texts: { ru: { name: 'Карта', description: '' } },
    });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the kind of a system nothing runs here as a choice, and offers the others the server runs', () => {
    const { dialog } = openDialog(['manual']);
    const kinds = within(dialog.getByLabelText('Kind')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toEqual([
      'Manual (bank transfer)',
      'Bank card (not run on this server)',
    ]);
    expect(dialog.getByLabelText('Kind')).toHaveProperty('value', 'card');
  });
});
