import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { labelInNameOffences } from '../../../test/label-in-name';
import { isWeekendDay } from '../../dates/date-rules';
import { DateField } from '../date-field';
import { heldField } from '../../../test/held-field';

const Harness = heldField(
  (value, onChange) => (
    <DateField
      label="Od"
      value={value}
      testId="d"
      min="2027-03-03"
      max="2027-12-31"
      isDisabled={(d) => isWeekendDay(d) || d === '2027-03-29'}
      onChange={onChange}
    />
  ),
  '2027-03-10',
);

/** "Od" fills "Do" in as the new-request form does (docs/product.md §5). */
function FromToPair() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <>
      <DateField
        label="Od"
        value={from}
        testId="from"
        onChange={(f) => {
          setFrom(f);
          setTo(to && to >= f ? to : f);
        }}
      />
      <DateField label="Do" value={to} testId="to" min={from || undefined} onChange={setTo} />
      <output data-testid="chosen">{`${from}|${to}`}</output>
    </>
  );
}

describe('date field (docs/product.md §5 date picker)', () => {
  it('opens a month that starts on Monday, blocks days off and dates before min, and picks a day', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Wybierz datę: Od/ }));
    const grid = await screen.findByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toMatch(/^pon/);
    expect(headers[6]).toMatch(/^niedz/);
    // March 2027 starts on a Monday: the first cell is the 1st.
    expect(within(grid).getAllByRole('gridcell')[0].getAttribute('aria-label')).toBe('1 marca 2027');
    // Blocked days stay reachable by the arrow keys but cannot be picked.
    expect(screen.getByTestId('picker-day-2027-03-02').getAttribute('aria-disabled')).toBe('true'); // before min
    expect(screen.getByTestId('picker-day-2027-03-06').getAttribute('aria-disabled')).toBe('true'); // Saturday
    expect(screen.getByTestId('picker-day-2027-03-29').getAttribute('aria-disabled')).toBe('true'); // Easter Monday
    await user.click(screen.getByTestId('picker-day-2027-03-06'));
    expect(values).toEqual([]);
    // Rows of cells (ARIA grid) and one tab stop.
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(
      within(grid)
        .getAllByRole('gridcell')
        .filter((c) => c.tabIndex === 0),
    ).toHaveLength(1);
    expect(screen.getByTestId('picker-day-2027-03-10').getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByTestId('picker-day-2027-03-12'));
    expect(values).toEqual(['2027-03-12']);
    expect((screen.getByTestId('d') as HTMLInputElement).value).toBe('2027-03-12');
  });

  it('names every day by the number it shows first, so voice control can pick it by saying it (WCAG 2.5.3)', async () => {
    render(<Harness onValue={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Wybierz datę: Od/ }));
    const grid = await screen.findByRole('grid');
    const days = within(grid).getAllByRole('gridcell');
    expect(
      days.filter((d) => !d.getAttribute('aria-label')!.startsWith(`${d.textContent} `)).map((d) => d.getAttribute('aria-label')),
    ).toEqual([]);
    // The next month's days too: this "4" is the 4th of April.
    expect(screen.getByTestId('picker-day-2027-04-04').getAttribute('aria-label')).toBe('4 kwietnia 2027');
    expect(labelInNameOffences()).toEqual([]);
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

  it('keeps every key typed into "Do" after "Od" filled it in, wherever the caret stands', async () => {
    render(<FromToPair />);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('from'), '2027-03-10');
    const to = screen.getByTestId('to') as HTMLInputElement;
    expect(to.value).toBe('2027-03-10');
    // A click leaves the caret after the filled-in date.
    await user.click(to);
    await user.keyboard('2027-03-12');
    expect(to.value).toBe('2027-03-12');
    expect(screen.getByTestId('chosen').textContent).toBe('2027-03-10|2027-03-12');
    // The caret in the middle of the date, digits only.
    await user.pointer({ target: to, offset: 5, keys: '[MouseLeft]' });
    await user.keyboard('20270319');
    expect(to.value).toBe('2027-03-19');
    // Editing one digit of a whole date still edits it in place.
    to.setSelectionRange(9, 10);
    await user.keyboard('5');
    expect(screen.getByTestId('chosen').textContent).toBe('2027-03-10|2027-03-15');
  });
});
