import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableRegion } from '../table-region';

describe('TableRegion', () => {
  it('is a named region in the tab order, so a keyboard can scroll a table wider than a phone', () => {
    render(
      <TableRegion label="Historia dnia">
        <table>
          <tbody>
            <tr>
              <td>08:00</td>
            </tr>
          </tbody>
        </table>
      </TableRegion>,
    );
    const region = screen.getByRole('region', { name: 'Historia dnia' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).not.toBeNull();
  });
});
