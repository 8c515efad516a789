import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { CommissionRateForm } from './commission-rate-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

/** Renders the form afresh, types a rate and saves it. */
function saveRate(typed: string) {
  const view = renderInConsole(<CommissionRateForm agent={{ id: 12, username: 'north', commission_rate: 0 }} />);
  fireEvent.change(screen.getByLabelText('Commission rate of north (%)'), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save the rate' }));
  return view;
}

describe("the owner's commission rate", () => {
  it.each([
    ['101', 'This value is not valid.'],
    ['12.345', 'This value is not valid.'],
    ['ten', 'This value is not valid.'],
    ['', 'This field is required.'],
  ])('refuses %j before sending', async (typed, text) => {
    saveRate(typed);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a percent typed with a comma as a number', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ id: 12, username: 'north', commission_rate: 12.5 }));
    saveRate('12,5');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/agents/12/commission/',
      method: 'PUT',
      body: { rate: 12.5 },
    });
  });
});
