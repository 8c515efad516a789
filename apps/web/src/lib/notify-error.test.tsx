import { ApiError } from '@casino/api-client/error';
import { Toaster } from '@casino/ui/toaster';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from './notify-error';

describe('error toasts', () => {
  it('uses the localized text of an error code, else the server message, else the default', async () => {
    render(<Toaster />);
    act(() => {
      notifyError(new ApiError({ status: 403, code: 'user_is_banned', message: 'server text' }));
      notifyError(new ApiError({ status: 400, code: 'some_unknown_code', message: 'Server says no' }));
      notifyError(new Error('boom'));
    });
    expect(await screen.findByText('Your account has been blocked. Please contact support.')).toBeTruthy();
    expect(await screen.findByText('Server says no')).toBeTruthy();
    expect(await screen.findByText('Something went wrong, please try again.')).toBeTruthy();
  });

  it('shows one toast per field error, translated by field code', async () => {
    render(<Toaster />);
    act(() =>
      notifyError(
        new ApiError({
          status: 400,
          code: 'validation_error',
          message: '',
          fieldErrors: {
            email: [{ code: 'already_exists', message: 'x' }],
            phone: [{ code: 'invalid_phone', message: 'y' }],
          },
        }),
      ),
    );
    expect(await screen.findByText('This value is already in use.')).toBeTruthy();
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
  });
});
