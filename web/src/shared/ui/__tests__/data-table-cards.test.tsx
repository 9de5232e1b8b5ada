import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable, DEFAULT_TABLE_QUERY, type Column } from '../data-table';

interface Row {
  id: number;
  number: string;
  comment: string;
  decision: string | null;
}

const COLUMNS: Column<Row>[] = [
  { field: 'number', header: 'Numer', cardTitle: true },
  { field: 'comment', header: 'Uwagi' },
  { field: 'decision', header: 'Decyzja', render: (r) => r.decision },
];

describe('table cards on a phone (docs/product.md §9)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // Every media query matches: the phone breakpoint is on.
    window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true, media: query }));
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('leaves out the lines a row has nothing for', () => {
    render(
      <DataTable
        columns={COLUMNS}
        getRowId={(r) => r.id}
        total={2}
        query={DEFAULT_TABLE_QUERY}
        onQueryChange={() => {}}
        rows={[
          { id: 1, number: 'UW/1', comment: '', decision: null },
          { id: 2, number: 'UW/2', comment: 'Wyjazd', decision: 'zatwierdź' },
        ]}
      />,
    );
    const [bare, full] = within(screen.getByTestId('table-cards')).getAllByRole('listitem');
    expect(within(bare).getByText('UW/1')).toBeTruthy();
    expect(within(bare).queryByText('Uwagi')).toBeNull();
    expect(within(bare).queryByText('Decyzja')).toBeNull();
    expect(within(full).getByText('Uwagi')).toBeTruthy();
    expect(within(full).getByText('Wyjazd')).toBeTruthy();
    expect(within(full).getByText('Decyzja')).toBeTruthy();
  });
});
