import { notify } from '@casino/ui/toast';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBookmakerSettings, resetBookmakerSettings, setBookmakerSettings } from '@/lib/bookmaker-settings';
import { BookmakerSettingsForm } from './bookmaker-settings-form';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));

beforeEach(() => {
  resetBookmakerSettings();
  vi.mocked(notify).mockClear();
});
afterEach(() => resetBookmakerSettings());

const stake = () => screen.getByTestId('default-stake') as HTMLInputElement;

describe('bookmaker settings form', () => {
  it('shows the saved settings, with an example of each odds format', () => {
    render(<BookmakerSettingsForm currency="EUR" />);
    const formats = within(screen.getByTestId('odds-format'));
    expect((formats.getByRole('radio', { name: /Decimal/ }) as HTMLInputElement).checked).toBe(true);
    expect(formats.getByText('2.50')).toBeTruthy();
    expect(formats.getByText('3/2')).toBeTruthy();
    expect(formats.getByText('+150')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Always ask me/ }) as HTMLInputElement).checked).toBe(true);
    expect(stake().value).toBe('');
    expect(screen.getByText(/from €0\.10 to €1,000,000\.00/)).toBeTruthy();
  });

  it('saves the odds format and the odds changes policy as soon as they change, with a toast', () => {
    render(<BookmakerSettingsForm currency="EUR" />);
    fireEvent.click(screen.getByRole('radio', { name: /American/ }));
    expect(getBookmakerSettings().oddsFormat).toBe('american');
    expect((screen.getByRole('radio', { name: /American/ }) as HTMLInputElement).checked).toBe(true);
    expect(notify).toHaveBeenLastCalledWith('Bookmaker settings saved.', 'success');
    fireEvent.click(screen.getByRole('radio', { name: /Accept higher odds/ }));
    expect(getBookmakerSettings().acceptOddsChanges).toBe('higher');
    expect(notify).toHaveBeenCalledTimes(2);
  });

  it('saves a valid default stake when the field is left, and shows it with two decimals', () => {
    render(<BookmakerSettingsForm currency="EUR" />);
    fireEvent.change(stake(), { target: { value: '2,5' } });
    expect(getBookmakerSettings().defaultStake).toBeNull();
    fireEvent.blur(stake());
    expect(getBookmakerSettings().defaultStake).toBe(2.5);
    expect(stake().value).toBe('2.50');
    expect(notify).toHaveBeenCalledTimes(1);
    // Leaving it unchanged saves nothing again.
    fireEvent.change(stake(), { target: { value: '2.50' } });
    fireEvent.blur(stake());
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('saves on Enter too', () => {
    render(<BookmakerSettingsForm />);
    fireEvent.change(stake(), { target: { value: '10' } });
    fireEvent.submit(screen.getByTestId('default-stake-form'));
    expect(getBookmakerSettings().defaultStake).toBe(10);
  });

  it('refuses a stake below the sports minimum, above the maximum or with more decimals', () => {
    render(<BookmakerSettingsForm currency="EUR" />);
    for (const [typed, message] of [
      ['0.05', 'The smallest stake is €0.10.'],
      ['2000000', 'The largest default stake is €1,000,000.00.'],
      ['1.234', 'Use two decimals at most.'],
      ['abc', 'Enter an amount, such as 5 or 2.50.'],
    ] as const) {
      fireEvent.change(stake(), { target: { value: typed } });
      fireEvent.blur(stake());
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(stake().getAttribute('aria-invalid')).toBe('true');
      expect(stake().value).toBe(typed);
    }
    expect(getBookmakerSettings().defaultStake).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    // Typing again clears the error.
    fireEvent.change(stake(), { target: { value: '1' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes the default stake when emptied or cleared', () => {
    setBookmakerSettings({ defaultStake: 5 });
    render(<BookmakerSettingsForm />);
    expect(stake().value).toBe('5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the default stake' }));
    expect(getBookmakerSettings().defaultStake).toBeNull();
    expect(stake().value).toBe('');
    act(() => {
      setBookmakerSettings({ defaultStake: 7 });
    });
    fireEvent.change(stake(), { target: { value: '' } });
    fireEvent.blur(stake());
    expect(getBookmakerSettings().defaultStake).toBeNull();
  });

  it('follows a change made elsewhere (another tab, the bet slip)', () => {
    render(<BookmakerSettingsForm />);
    act(() => {
      setBookmakerSettings({ oddsFormat: 'fractional', defaultStake: 3 });
    });
    expect((screen.getByRole('radio', { name: /Fractional/ }) as HTMLInputElement).checked).toBe(true);
    expect(stake().value).toBe('3.00');
  });
});
