import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from './toast';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('shows the same text only once', async () => {
    render(<Toaster />);
    act(() => {
      notify('Hello there');
      notify('Hello there');
      notify('Hello there', 'error');
    });
    expect(await screen.findAllByText('Hello there')).toHaveLength(1);
  });
});
