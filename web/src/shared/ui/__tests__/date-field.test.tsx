import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isWeekendDay } from '../../dates/date-rules';
import { DateField } from '../date-field';

function Harness({ onValue }: { onValue: (v: string) => void }) {
  const [value, setValue] = useState('2027-03-10');
  return (
    <DateField label="Od" value={value} testId="d" min="2027-03-03" max="2027-12-31"
      isDisabled={(d) => isWeekendDay(d) || d === '2027-03-29'}
      onChange={(v) => { setValue(v); onValue(v); }} />
  );
}

describe('date field (docs/product.md §5 date picker)', () => {
  it('opens a month that starts on Monday, blocks days off and dates before min, and picks a day', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Wybierz datę: Od/ }));
    const grid = await screen.findByRole('grid');
    const headers = within(grid).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[0]).toMatch(/^pon/);
    expect(headers[6]).toMatch(/^niedz/);
    // March 2027 starts on a Monday: the first cell is the 1st.
    expect(within(grid).getAllByRole('gridcell')[0].getAttribute('aria-label')).toBe('2027-03-01');
    // Blocked days stay reachable by the arrow keys but cannot be picked.
    expect(screen.getByTestId('picker-day-2027-03-02').getAttribute('aria-disabled')).toBe('true'); // before min
    expect(screen.getByTestId('picker-day-2027-03-06').getAttribute('aria-disabled')).toBe('true'); // Saturday
    expect(screen.getByTestId('picker-day-2027-03-29').getAttribute('aria-disabled')).toBe('true'); // Easter Monday
    await user.click(screen.getByTestId('picker-day-2027-03-06'));
    expect(values).toEqual([]);
    // Rows of cells (ARIA grid) and one tab stop.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('gridcell').filter((c) => c.tabIndex === 0)).toHaveLength(1);
    expect(screen.getByTestId('picker-day-2027-03-10').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByTestId('picker-day-2027-03-12'));
    expect(values).toEqual(['2027-03-12']);
    expect((screen.getByTestId('d') as HTMLInputElement).value).toBe('2027-03-12');
  });

  it('takes typed dates in year-month-day order and explains a wrong one', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const input = screen.getByTestId('d');
    await user.clear(input);
    await user.type(input, '12.03.2027');
    await user.tab();
    expect(screen.getByText('Podaj datę w formacie RRRR-MM-DD')).toBeTruthy();
    expect(values.at(-1)).toBe('');
    await user.clear(input);
    await user.type(input, '2028-01-03');
    expect(values.at(-1)).toBe('2028-01-03');
    expect(screen.getByText('Najpóźniejsza możliwa data to 2027-12-31')).toBeTruthy();
  });
});
