import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayRange, type DayRangeValue } from './day-range';

function Range({ onChange }: { onChange: (next: DayRangeValue) => void }) {
  const [value, setValue] = useState<DayRangeValue>({});
  return (
    <DayRange
      value={value}
      labels={{ from: 'From', to: 'To' }}
      onChange={(next) => {
        setValue((before) => ({ ...before, ...next }));
        onChange(next);
      }}
    />
  );
}

describe('DayRange', () => {
  it('passes on whole days and cleared fields, never a day still being typed', () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '0315' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(from, { target: { value: '03/152026' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-15' });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '03/202026' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-03-20' });
    fireEvent.change(from, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined });
  });
});
