import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { labelInNameOffences } from '../../../test/label-in-name';
import { isCompleteMonth, parseMonth } from '../../dates/month-rules';
import { MonthPicker } from '../../../features/work-times/components/month-picker';
import { MonthField } from '../month-field';
import { heldField } from '../../../test/held-field';

const Harness = heldField((value, onChange) => <MonthField label="Miesiąc" value={value} testId="m" onChange={onChange} />, '2026-11');

describe('month rules', () => {
  it('reads the forms people type', () => {
    expect(parseMonth('2026-11')).toBe('2026-11');
    expect(parseMonth('2026-3')).toBe('2026-03');
    expect(parseMonth('11.2026')).toBe('2026-11');
    expect(parseMonth(' 3/2027 ')).toBe('2027-03');
    expect(parseMonth('listopad 2026')).toBe('2026-11');
    expect(parseMonth('Lis 2026')).toBe('2026-11');
    expect(parseMonth('November 2026', 'en')).toBe('2026-11');
    expect(parseMonth('листопад 2026 р.', 'uk')).toBe('2026-11');
    // "lu" is luty or… nothing else, but two letters are too few to be sure of anything.
    expect(parseMonth('lu 2026')).toBeNull();
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('13.2026')).toBeNull();
    expect(parseMonth('2026')).toBeNull();
    expect(isCompleteMonth('2026-1')).toBe(false);
    expect(isCompleteMonth('2026-11')).toBe(true);
  });
});

describe('month field', () => {
  it('shows the month in Polish words, not the browser\'s "November 2026"', () => {
    render(<Harness onValue={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Miesiąc' }) as HTMLInputElement;
    expect(input.value).toBe('listopad 2026');
    expect(input.type).toBe('text');
  });

  it('takes "2026-11" and "11.2026" typed, and says what it wants when it cannot read the text', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} start="2026-05" />);
    const user = userEvent.setup();
    const input = screen.getByRole('textbox', { name: 'Miesiąc' }) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '2026-11');
    // "2026-1" on the way did not jump to January.
    expect(values).toEqual(['2026-11']);
    await user.tab();
    expect(input.value).toBe('listopad 2026');

    await user.clear(input);
    await user.type(input, '02.2027');
    await user.tab();
    expect(values.at(-1)).toBe('2027-02');
    expect(input.value).toBe('luty 2027');

    await user.clear(input);
    await user.type(input, 'jutro');
    await user.tab();
    expect(screen.getByText('Podaj miesiąc, np. 2026-11, 11.2026 lub listopad 2026')).toBeTruthy();
    expect(values.at(-1)).toBe('2027-02');
  });

  it('picks a month from a year with the arrows, PageDown and Enter, one tab stop in the grid', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Wybierz miesiąc: Miesiąc' }));
    const grid = await screen.findByRole('grid', { name: '2026' });
    await waitFor(() => expect(document.activeElement?.getAttribute('data-month')).toBe('2026-11'));
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);
    expect(labelInNameOffences()).toEqual([]);
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-month')).toBe('2026-12'));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-month')).toBe('2027-12'));
    await user.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-month')).toBe('2027-04'));
    await user.keyboard('{Enter}');
    expect(values).toEqual(['2027-04']);
    expect((screen.getByRole('textbox', { name: 'Miesiąc' }) as HTMLInputElement).value).toBe('kwiecień 2027');
  });

  it('is the work-times month picker: the buttons move the month and the field follows', async () => {
    function Page() {
      const [month, setMonth] = useState('2026-01');
      return (
        <>
          <MonthPicker value={month} onChange={setMonth} />
          <output data-testid="month">{month}</output>
        </>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni miesiąc' }));
    expect(screen.getByTestId('month').textContent).toBe('2025-12');
    expect((screen.getByRole('textbox', { name: 'Miesiąc' }) as HTMLInputElement).value).toBe('grudzień 2025');
    expect(document.querySelector('input[type="month"]')).toBeNull();
  });
});
