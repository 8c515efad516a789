import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { DateInput } from './date-input';

afterEach(() => changeLocale('en-US'));

function Field({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Date of birth"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('DateInput', () => {
  it("is written in the player's language, not the browser's, and reports an ISO day", async () => {
    await act(() => changeLocale('fr-fr'));
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('JJ/MM/AAAA');
    fireEvent.change(input, { target: { value: '3112' } });
    expect(input.value).toBe('31/12');
    // Incomplete: the form gets the text, which its schema refuses.
    expect(onChange).toHaveBeenLastCalledWith('31/12');
    fireEvent.change(input, { target: { value: '31/121990' } });
    expect(input.value).toBe('31/12/1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-12-31');
  });

  it('shows a given day in the language, and again when the language changes', async () => {
    await act(() => changeLocale('en-US'));
    render(<Field initial="1990-12-31" onChange={() => {}} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    expect(input.value).toBe('12/31/1990');
    await act(() => changeLocale('ru'));
    expect(input.value).toBe('31.12.1990');
  });

  it('reads an ISO day or a day typed with its own separators', async () => {
    await act(() => changeLocale('fr-fr'));
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByLabelText('Date of birth') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026-01-02' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-01-02');
    fireEvent.blur(input);
    expect(input.value).toBe('02/01/2026');
    fireEvent.change(input, { target: { value: '3/1/1990' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-01-03');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
