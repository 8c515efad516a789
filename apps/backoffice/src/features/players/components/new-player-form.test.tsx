import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { NewPlayerForm } from './new-player-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const VALID = {
  Username: 'walkin_1',
  'E-mail': 'walkin@example.com',
  Password: 'Till!Pass42',
  'Password again': 'Till!Pass42',
};

describe("a cashier's new player", () => {
  it('is checked by the sign-up rules before anything is sent', async () => {
    renderInConsole(<NewPlayerForm currency="USD" />);
    expect(screen.getByText(/Under you, in USD/)).toBeTruthy();
    fill({ ...VALID, Password: 'walkin_1!x', 'Password again': 'other' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the player' }));
    expect(await screen.findByText('The password may not contain the username or the e-mail.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    fill({ Password: 'short', 'Password again': 'short', 'E-mail': 'not-an-address' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the player' }));
    expect(await screen.findByText('This value is too short.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is sent with the optional names left empty, and the server's refusal is shown on its field", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ email: [{ code: 'already_exists', message: 'This value already exists.' }] }, 400),
    );
    renderInConsole(<NewPlayerForm currency="EUR" />);
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Create the player' }));
    expect(await screen.findByText('Another account uses it already.')).toBeTruthy();
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/players/',
      method: 'POST',
      body: {
        username: 'walkin_1',
        email: 'walkin@example.com',
        password: 'Till!Pass42',
        password2: 'Till!Pass42',
        first_name: '',
        last_name: '',
      },
    });
  });

  it('is cleared and handed back once made', async () => {
    const player = { id: 41, username: 'walkin_1', currency: 'EUR' };
    fetchMock.mockResolvedValueOnce(jsonResponse(player, 201));
    const onDone = vi.fn();
    renderInConsole(<NewPlayerForm currency="EUR" onDone={onDone} />);
    fill({ ...VALID, 'First name (optional)': 'Ana' });
    fireEvent.click(screen.getByRole('button', { name: 'Create the player' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(player));
    expect(callsOf(fetchMock)[0]!.body).toMatchObject({ first_name: 'Ana' });
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
  });
});
