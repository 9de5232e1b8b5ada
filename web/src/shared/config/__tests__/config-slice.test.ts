import { describe, expect, it } from 'vitest';
import { reviveDates } from '../../../lib/revive-dates';
import { configActions, configReducer } from '../config-slice';

const loaded = (answer: Parameters<typeof configActions.apiConfigurationLoaded>[0]) =>
  configReducer(undefined, configActions.apiConfigurationLoaded(answer)).api;

describe('api configuration: the bonus declaration campaign', () => {
  it('keeps the campaign with its days as yyyy-MM-dd, though the base query revived them to Date', () => {
    const campaign = {
      startOn: '2026-11-02',
      endOn: '2026-12-31',
      canPlaceEndOn: '2026-12-15',
      considerationOn: '2027-01-15',
      bonusDeclarationsAvailable: true,
      bonusDeclarationsDeadlinePassed: false,
      campaignId: 7,
      incomeTaxYear: 2025,
      alternativeIncomeTaxYear: 2024,
      taxFreeLimitGrosze: '100000',
    };
    const answer = reviveDates({
      newsEnabled: true,
      uiMonitoringEnabled: false,
      bonusDeclarationConfiguration: {
        ...campaign,
        tiers: [{ incomeUpToGrosze: '350000', amountGrosze: '90000' }, { amountGrosze: 60000 }],
      },
    });
    expect(answer.bonusDeclarationConfiguration.startOn).toBeInstanceOf(Date);
    expect(loaded(answer)).toEqual({
      newsEnabled: true,
      uiMonitoringEnabled: false,
      // The open band's bound (0) is left out by proto3 JSON; a number reads as its JSON string.
      bonusDeclarationConfiguration: {
        ...campaign,
        tiers: [
          { incomeUpToGrosze: '350000', amountGrosze: '90000' },
          { incomeUpToGrosze: '0', amountGrosze: '60000' },
        ],
      },
    });
  });

  it('has no campaign when the answer carries none, or the call failed', () => {
    expect(loaded({ newsEnabled: false }).bonusDeclarationConfiguration).toBeNull();
    expect(loaded(null).bonusDeclarationConfiguration).toBeNull();
  });
});
