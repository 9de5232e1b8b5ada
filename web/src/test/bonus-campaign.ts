import type { BonusDeclarationConfiguration } from '@shared/config/config-slice';

/** The open ZFŚS campaign of 2026 as the api configuration carries it, with its four income bands. */
export const OPEN_CAMPAIGN: BonusDeclarationConfiguration = {
  startOn: '2026-11-02',
  endOn: '2026-12-31',
  canPlaceEndOn: '2026-12-15',
  considerationOn: '2027-01-15',
  bonusDeclarationsAvailable: true,
  bonusDeclarationsDeadlinePassed: false,
  campaignId: 7,
  incomeTaxYear: 2025,
  alternativeIncomeTaxYear: 2024,
  tiers: [
    { incomeUpToGrosze: '350000', amountGrosze: '90000' },
    { incomeUpToGrosze: '450000', amountGrosze: '80000' },
    { incomeUpToGrosze: '550000', amountGrosze: '70000' },
    { incomeUpToGrosze: '0', amountGrosze: '60000' },
  ],
  taxFreeLimitGrosze: '100000',
};
