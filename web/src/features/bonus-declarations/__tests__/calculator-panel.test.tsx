import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeclarationPreview } from '../api/types';
import { CalculatorPanel } from '../components/calculator-panel';
import { renderBonus } from './setup';

const PREVIEW: DeclarationPreview = {
  householdMembersCount: 2,
  annualIncomeGrosze: '8446034',
  monthlyIncomePerMemberGrosze: '351918',
  tierAmountGrosze: '80000',
  overTaxFreeLimit: false,
};

describe('the live calculator', () => {
  it('while the server counts, keeps the last figures at full contrast and says that new ones are coming', () => {
    renderBonus(<CalculatorPanel preview={PREVIEW} pending failed={false} />);
    const panel = screen.getByTestId('bonus-calculator');
    expect(screen.getByRole('progressbar', { name: 'Przeliczanie…' })).toBeTruthy();
    expect(panel.getAttribute('aria-busy')).toBe('true');
    // Dimmed text would fall under the contrast a low-vision reader needs.
    expect(getComputedStyle(panel).opacity).not.toMatch(/^0\./);
    expect(screen.getByTestId('calc-tier').textContent).toBe('Przysługujące świadczenie: 800,00\u00a0zł');
  });

  it('once counted, shows no bar', () => {
    renderBonus(<CalculatorPanel preview={PREVIEW} pending={false} failed={false} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('bonus-calculator').getAttribute('aria-busy')).toBe('false');
  });
});
