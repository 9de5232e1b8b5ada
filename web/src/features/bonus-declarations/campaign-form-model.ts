import { formatDate } from '@shared/dates/format';
import { groszeOf, int64Of, type Campaign, type CampaignInput } from './api/types';
import { parseZloty, zlotyInput } from './money';

/** A campaign as the dialog holds it: days yyyy-MM-dd, amounts as typed in złoty. */
export interface CampaignForm {
  campaignId: number;
  year: string;
  startOn: string;
  endOn: string;
  canPlaceEndOn: string;
  considerationOn: string;
  incomeTaxYear: string;
  alternativeIncomeTaxYear: string;
  tiers: { upTo: string; amount: string }[];
  taxFreeLimit: string;
}

export const CAMPAIGN_DATES = ['startOn', 'canPlaceEndOn', 'endOn', 'considerationOn'] as const;

const day = (d: Date | string) => formatDate(d, 'date').replace(/_/g, '').replace(/-+$/, '');

export function emptyCampaignForm(year: number): CampaignForm {
  return {
    campaignId: 0,
    year: String(year),
    startOn: '',
    endOn: '',
    canPlaceEndOn: '',
    considerationOn: '',
    incomeTaxYear: String(year - 1),
    alternativeIncomeTaxYear: '0',
    tiers: [
      { upTo: '', amount: '' },
      { upTo: '', amount: '' },
    ],
    taxFreeLimit: '1000',
  };
}

export function campaignFormOf(c: Campaign): CampaignForm {
  return {
    campaignId: c.campaignId,
    year: String(c.year),
    startOn: day(c.startOn),
    endOn: day(c.endOn),
    canPlaceEndOn: day(c.canPlaceEndOn),
    considerationOn: day(c.considerationOn),
    incomeTaxYear: String(c.incomeTaxYear),
    alternativeIncomeTaxYear: String(c.alternativeIncomeTaxYear),
    tiers: c.tiers.map((b) => ({
      upTo: groszeOf(b.incomeUpToGrosze) ? zlotyInput(groszeOf(b.incomeUpToGrosze)) : '',
      amount: zlotyInput(groszeOf(b.amountGrosze)),
    })),
    taxFreeLimit: zlotyInput(groszeOf(c.taxFreeLimitGrosze)),
  };
}

const yearOk = (v: string) => /^\d{4}$/.test(v.trim());

/** Field errors as translation keys: `year`, `startOn`, `tiers.1.upTo`, `tiers`, `taxFreeLimit`. */
export function validateCampaign(f: CampaignForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (!yearOk(f.year)) e.year = 'bonus.validation.year';
  if (!yearOk(f.incomeTaxYear)) e.incomeTaxYear = 'bonus.validation.year';
  if (f.alternativeIncomeTaxYear.trim() !== '0' && f.alternativeIncomeTaxYear.trim() !== '' && !yearOk(f.alternativeIncomeTaxYear))
    e.alternativeIncomeTaxYear = 'bonus.validation.year';
  for (const d of CAMPAIGN_DATES) if (!/^\d{4}-\d{2}-\d{2}$/.test(f[d])) e[d] = 'bonus.validation.dateRequired';
  if (!e.startOn && !e.canPlaceEndOn && f.canPlaceEndOn < f.startOn) e.canPlaceEndOn = 'bonus.validation.canPlaceBeforeStart';
  if (!e.canPlaceEndOn && !e.endOn && f.endOn < f.canPlaceEndOn) e.endOn = 'bonus.validation.endBeforeCanPlace';
  if (!e.startOn && !e.considerationOn && f.considerationOn < f.startOn) e.considerationOn = 'bonus.validation.considerationBeforeStart';
  if (f.tiers.length === 0) e.tiers = 'bonus.validation.tiersRequired';
  let previous = 0;
  f.tiers.forEach((b, i) => {
    const last = i === f.tiers.length - 1;
    const upTo = b.upTo.trim() === '' ? 0 : parseZloty(b.upTo);
    if (upTo === null) e[`tiers.${i}.upTo`] = 'bonus.validation.amount';
    else if (last && upTo !== 0) e[`tiers.${i}.upTo`] = 'bonus.validation.lastTierOpen';
    else if (!last && (upTo === 0 || upTo <= previous)) e[`tiers.${i}.upTo`] = 'bonus.validation.tiersAscending';
    else previous = upTo;
    const amount = parseZloty(b.amount);
    if (amount === null || b.amount.trim() === '') e[`tiers.${i}.amount`] = 'bonus.validation.amount';
  });
  const limit = parseZloty(f.taxFreeLimit);
  if (limit === null || f.taxFreeLimit.trim() === '') e.taxFreeLimit = 'bonus.validation.amount';
  return e;
}

/** The campaign to send (call only when `validateCampaign` found nothing). */
export function campaignInputOf(f: CampaignForm): CampaignInput {
  return {
    campaignId: f.campaignId || undefined,
    year: Number(f.year),
    startOn: f.startOn,
    endOn: f.endOn,
    canPlaceEndOn: f.canPlaceEndOn,
    considerationOn: f.considerationOn,
    incomeTaxYear: Number(f.incomeTaxYear),
    alternativeIncomeTaxYear: Number(f.alternativeIncomeTaxYear) || 0,
    tiers: f.tiers.map((b) => ({ incomeUpToGrosze: int64Of(parseZloty(b.upTo) ?? 0), amountGrosze: int64Of(parseZloty(b.amount) ?? 0) })),
    taxFreeLimitGrosze: int64Of(parseZloty(f.taxFreeLimit) ?? 0),
  };
}
