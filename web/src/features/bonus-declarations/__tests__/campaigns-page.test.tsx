import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import BonusCampaignsPage from '../bonus-campaigns-page';
import { emptyCampaignForm, validateCampaign } from '../campaign-form-model';
import { BONUS_API, renderBonus, CAMPAIGN } from './setup';

const server = useMswServer();

describe('campaign form validation', () => {
  const valid = {
    ...emptyCampaignForm(2026),
    startOn: '2026-11-02',
    canPlaceEndOn: '2026-12-15',
    endOn: '2026-12-31',
    considerationOn: '2027-01-15',
    tiers: [
      { upTo: '3 000', amount: '1 200' },
      { upTo: '', amount: '800' },
    ],
  };
  it('accepts a whole campaign', () => {
    expect(validateCampaign(valid)).toEqual({});
  });
  it('says what is missing or out of order', () => {
    expect(validateCampaign({ ...valid, year: '26', startOn: '' })).toMatchObject({
      year: 'bonus.validation.year',
      startOn: 'bonus.validation.dateRequired',
    });
    expect(validateCampaign({ ...valid, canPlaceEndOn: '2026-11-01' })).toMatchObject({
      canPlaceEndOn: 'bonus.validation.canPlaceBeforeStart',
    });
    expect(validateCampaign({ ...valid, endOn: '2026-12-01' })).toMatchObject({ endOn: 'bonus.validation.endBeforeCanPlace' });
    expect(validateCampaign({ ...valid, tiers: [] })).toMatchObject({ tiers: 'bonus.validation.tiersRequired' });
    expect(
      validateCampaign({
        ...valid,
        tiers: [
          { upTo: '3000', amount: '1200' },
          { upTo: '2000', amount: '900' },
          { upTo: '', amount: '800' },
        ],
      }),
    ).toMatchObject({ 'tiers.1.upTo': 'bonus.validation.tiersAscending' });
    expect(
      validateCampaign({
        ...valid,
        tiers: [
          { upTo: '3000', amount: '1200' },
          { upTo: '5000', amount: '800' },
        ],
      }),
    ).toMatchObject({ 'tiers.1.upTo': 'bonus.validation.lastTierOpen' });
    expect(validateCampaign({ ...valid, tiers: [{ upTo: '', amount: 'abc' }], taxFreeLimit: '1,001' })).toMatchObject({
      'tiers.0.amount': 'bonus.validation.amount',
      taxFreeLimit: 'bonus.validation.amount',
    });
  });
});

describe('campaigns page', () => {
  it('lists campaigns, shows validation messages, and saves an edited campaign in grosze with the server problem shown', async () => {
    const saved: { method: string; url: string; body: Record<string, unknown> }[] = [];
    let fail = true;
    server.use(
      http.get(`${BONUS_API}/campaigns`, () => HttpResponse.json({ total: 1, data: [CAMPAIGN] })),
      http.put(`${BONUS_API}/campaigns/:id`, async ({ request }) => {
        saved.push({ method: 'PUT', url: request.url, body: (await request.json()) as Record<string, unknown> });
        if (fail) {
          fail = false;
          return problemAnswer(409, {
            detail: 'a campaign for 2026 already exists',
            code: 'campaign.year-taken',
            params: { year: 2026 },
          });
        }
        return HttpResponse.json({ data: CAMPAIGN });
      }),
    );
    renderBonus(<BonusCampaignsPage />, { user: 'hr', path: '/bonus-declarations/campaigns' });
    const user = userEvent.setup();
    const row = (await screen.findByText('2026-12-15')).closest('tr')!;
    expect(row.textContent).toContain('1\u00a0200,00\u00a0zł / 800,00\u00a0zł');

    await user.click(within(row).getByTestId('edit-campaign-7'));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj kampanię 2026' });
    expect((within(dialog).getByTestId('tier-0-upTo') as HTMLInputElement).value).toBe('3\u00a0000,00');
    await user.clear(within(dialog).getByTestId('tier-1-amount'));
    await user.click(within(dialog).getByTestId('campaign-save'));
    expect(await within(dialog).findByText('Wpisz kwotę w złotych, np. 3 500,01.')).toBeTruthy();
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByTestId('tier-1-amount'), '850,50');
    await user.click(within(dialog).getByTestId('campaign-save'));
    expect((await within(dialog).findByTestId('campaign-error')).textContent).toBe('Kampania na rok 2026 już istnieje.');
    expect(saved[0].url).toBe(`${BONUS_API}/campaigns/7`);
    // The body is the campaign itself (the route's body field); the id is in the path.
    expect(saved[0].body).toMatchObject({
      year: 2026,
      startOn: '2026-11-02',
      canPlaceEndOn: '2026-12-15',
      endOn: '2026-12-31',
      considerationOn: '2027-01-15',
      incomeTaxYear: 2025,
      tiers: [
        { incomeUpToGrosze: '300000', amountGrosze: '120000' },
        { incomeUpToGrosze: '0', amountGrosze: '85050' },
      ],
      taxFreeLimitGrosze: '100000',
    });
    await user.click(within(dialog).getByTestId('campaign-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
