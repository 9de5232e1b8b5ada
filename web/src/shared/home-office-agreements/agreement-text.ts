import type { TFunction } from 'i18next';
import { formatWeekday } from '../dates/format';
import type { HomeOfficeAgreement } from './agreements-api';

/** "2026-03-02 – do odwołania": the period an agreement covers; no end date is until further notice. */
export const agreementPeriod = (t: TFunction, a: Pick<HomeOfficeAgreement, 'validFrom' | 'validTo'>) =>
  `${a.validFrom} – ${a.validTo || t('homeOffices.untilFurtherNotice')}`;

/** "pon., śr., pt." (short, in lists) or "poniedziałek, środa, piątek": the agreed weekdays. */
export const agreementWeekdays = (weekdays: readonly number[], language: string, width: 'long' | 'short') =>
  weekdays.map((d) => formatWeekday(d, language, width)).join(', ');
