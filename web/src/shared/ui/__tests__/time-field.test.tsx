import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TimeField } from '../time-field';
import { heldField } from '../../../test/held-field';

const Harness = heldField((value, onChange) => <TimeField label="Godzina rozpoczęcia" value={value} testId="t" onChange={onChange} />);

describe('time field (docs/product.md §5 picker: 24-hour, 5-minute step)', () => {
  it('offers the whole day in 5-minute steps, 24-hour, and picks one', async () => {
    const values: string[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /Godzina rozpoczęcia/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toHaveLength(288);
    expect(options).toContain('12:00');
    expect(options).toContain('17:55');
    expect(options.some((o) => /AM|PM|13:07/.test(o ?? ''))).toBe(false);
    await user.click(screen.getByRole('option', { name: '07:35' }));
    expect(values).toEqual(['07:35']);
    expect((screen.getByTestId('t') as HTMLInputElement).value).toBe('07:35');
  });

  it('narrows the list to what is typed and takes a typed time on leaving the field', async () => {
    const values: string[] = [];
    render(<Harness start="12:00" onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const input = screen.getByTestId('t') as HTMLInputElement;
    await user.clear(input);
    await user.type(input, '8');
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options.every((o) => o?.startsWith('08:'))).toBe(true);
    expect(options).toHaveLength(12);
    await user.type(input, '45');
    await user.tab();
    expect(input.value).toBe('08:45');
    expect(values.at(-1)).toBe('08:45');
  });

  it('explains a time off the 5-minute step or not a time, and reports nothing chosen', async () => {
    const values: string[] = [];
    render(<Harness start="12:00" onValue={(v) => values.push(v)} />);
    const user = userEvent.setup();
    const input = screen.getByTestId('t');
    await user.clear(input);
    await user.type(input, '08:07');
    await user.tab();
    expect(screen.getByText('Minuty co 5 (np. 07:35)')).toBeTruthy();
    expect(values.at(-1)).toBe('');
    await user.clear(input);
    await user.type(input, '25:00');
    await user.tab();
    expect(screen.getByText('Podaj godzinę w formacie GG:MM (0–23)')).toBeTruthy();
  });
});
