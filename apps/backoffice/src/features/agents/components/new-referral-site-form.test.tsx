import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import { NewReferralSiteForm } from './new-referral-site-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({});
});

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add the site' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("an agent's new referral site", () => {
  it('needs a name and a web address, each refused on its field before sending', async () => {
    renderInConsole(<NewReferralSiteForm />);
    add();
    expect(await screen.findByText('Give the site a name.')).toBeTruthy();
    type('Site name', 'Poker blog');
    add();
    expect(await screen.findByText("Give the site's address.")).toBeTruthy();
    type('Site address', 'not a link');
    add();
    expect(await screen.findByText('Enter a web address, such as https://example.com.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is sent trimmed, and the server's refusal is shown on its field", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ code: 'referral_site_link_invalid', message: 'The site link is not a valid URL.' }, 400),
    );
    renderInConsole(<NewReferralSiteForm />);
    type('Site name', '  Poker blog ');
    type('Site address', ' https://poker.example.com ');
    add();
    expect(await screen.findByText('Enter a web address, such as https://example.com.')).toBeTruthy();
    expect(callsOf(fetchMock)[0]).toMatchObject({
      url: '/api/backoffice/referral-sites/',
      method: 'POST',
      body: { name: 'Poker blog', link: 'https://poker.example.com' },
    });

    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        {
          id: 1,
          name: 'Poker blog',
          link: 'https://poker.example.com',
          code: 'REF-ABCD2345',
          players: 0,
          createdAt: '2026-01-01T00:00:00Z',
        },
        201,
      ),
    );
    add();
    await waitFor(() => expect((screen.getByLabelText('Site name') as HTMLInputElement).value).toBe(''));
  });
});
