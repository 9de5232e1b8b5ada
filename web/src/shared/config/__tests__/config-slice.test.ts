import { describe, expect, it } from 'vitest';
import { reviveDates } from '../../../lib/revive-dates';
import { configActions, configReducer } from '../config-slice';
import { OPEN_CAMPAIGN } from '../../../test/bonus-campaign';

const loaded = (answer: Parameters<typeof configActions.apiConfigurationLoaded>[0]) =>
  configReducer(undefined, configActions.apiConfigurationLoaded(answer)).api;

describe('api configuration: the bonus declaration campaign', () => {
  it('keeps the campaign with its days as yyyy-MM-dd, though the base query revived them to Date', () => {
    const { tiers: _bands, ...campaign } = OPEN_CAMPAIGN;
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
