import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, DEFAULT_TABLE_QUERY, type Column } from '../data-table';

interface Row {
  id: number;
  number: string;
  comment: string;
}

const COLUMNS: Column<Row>[] = [
  { field: 'number', header: 'Numer' },
  { field: 'comment', header: 'Uwagi', hiddenByDefault: true },
];

describe('column chooser', () => {
  it('offers each column as one checkable menu item, named by its header, with no second unnamed checkbox inside', async () => {
    render(
      <DataTable
        columns={COLUMNS}
        getRowId={(r) => r.id}
        total={1}
        query={DEFAULT_TABLE_QUERY}
        onQueryChange={() => {}}
        rows={[{ id: 1, number: 'UW/1', comment: 'Wyjazd' }]}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitemcheckbox');
    expect(items.map((i) => [i.textContent, i.getAttribute('aria-checked')])).toEqual([
      ['Numer', 'true'],
      ['Uwagi', 'false'],
    ]);
    expect(within(menu).queryAllByRole('checkbox')).toEqual([]);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Uwagi' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Uwagi' }).getAttribute('aria-checked')).toBe('true');
  });
});
