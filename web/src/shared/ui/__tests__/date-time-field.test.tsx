import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateTimeField } from '../date-time-field';

function Harness({ start = '', onValue }: { start?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateTimeField
        label="Początek"
        value={value}
        required
        inputProps={{ 'data-testid': 'start' }}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
      <button type="button" onClick={() => setValue('2026-11-18T22:05')}>
        Wczytaj
      </button>
    </>
  );
}

describe('date and time field', () => {
  it('shows a moment as yyyy-MM-dd and 24-hour HH:mm, not "11/17/2026, 08:00 AM"', () => {
    render(<Harness start="2026-11-17T20:00" onValue={() => {}} />);
    const group = screen.getByRole('group', { name: 'Początek' });
    expect((within(group).getByRole('textbox', { name: 'Początek' }) as HTMLInputElement).value).toBe('2026-11-17');
    expect((within(group).getByRole('textbox', { name: 'Godzina' }) as HTMLInputElement).value).toBe('20:00');
    expect(document.querySelector('input[type="datetime-local"]')).toBeNull();
    expect(screen.getByTestId('start-time')).toBeTruthy();
  });

  it('gives the whole value once both are typed, to the minute, and follows a value set from outside', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('start'), '2026-11-17');
    expect(values).toEqual([]);
    await user.type(screen.getByTestId('start-time'), '7:53');
    expect(values.at(-1)).toBe('2026-11-17T07:53');
    await user.clear(screen.getByTestId('start-time'));
    await user.type(screen.getByTestId('start-time'), '1605');
    expect(values.at(-1)).toBe('2026-11-17T16:05');
    await user.clear(screen.getByTestId('start-time'));
    await user.type(screen.getByTestId('start-time'), '8');
    await user.tab();
    expect(values.at(-1)).toBe('2026-11-17T08:00');
    expect((screen.getByTestId('start-time') as HTMLInputElement).value).toBe('08:00');

    await user.clear(screen.getByTestId('start-time'));
    await user.type(screen.getByTestId('start-time'), '25:00');
    await user.tab();
    expect(values.at(-1)).toBe('');
    expect(screen.getByText('Podaj godzinę w formacie GG:MM (0–23)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Wczytaj' }));
    expect((screen.getByTestId('start') as HTMLInputElement).value).toBe('2026-11-18');
    expect((screen.getByTestId('start-time') as HTMLInputElement).value).toBe('22:05');
  });

  it('shows the error it is given', () => {
    render(<DateTimeField label="Koniec" value="" onChange={() => {}} error="Koniec musi być po początku" disabled />);
    expect(screen.getByText('Koniec musi być po początku')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Koniec' }) as HTMLInputElement).disabled).toBe(true);
  });
});
