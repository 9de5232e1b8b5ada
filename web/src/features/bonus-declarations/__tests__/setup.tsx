import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { configActions, type BonusDeclarationConfiguration } from '@shared/config/config-slice';
import { OPEN_CAMPAIGN } from '../../../test/bonus-campaign';
import { authActions } from '@shared/session/auth-slice';
import { abilityOf } from '../../../test/abilities';
import { GATEWAY } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { DEMO, type DemoUser } from '../../../test/tokens';
import { signedInStore } from '../../../test/signed-in-store';

export const BONUS_API = `${GATEWAY}api/bonus-declarations`;

export { OPEN_CAMPAIGN };

/** Jan, the declarant, as a household member of his declaration. */
const MEMBER = {
  fullName: 'Jan Kowalski',
  relationship: 'declarant',
  incomeGrosze: '4523017',
  costsOfObtainingGrosze: '300000',
  socialInsuranceGrosze: '0',
  taxDueGrosze: '0',
  alimonyPaidGrosze: '0',
  childReliefRefundGrosze: '0',
  taxOverpaymentGrosze: '0',
};
/** Jan's declaration in the open campaign: one member, the 800 zł band, still editable. */
export const DECLARATION = {
  bonusDeclarationId: 31,
  campaignId: 7,
  campaignYear: 2026,
  userId: 1002,
  fullName: 'Jan Kowalski',
  sapNumber: '100200',
  taxYear: 2025,
  householdMembers: [MEMBER],
  householdMembersCount: 1,
  monthlyIncomePerMemberGrosze: '351918',
  tierAmountGrosze: '80000',
  overTaxFreeLimit: false,
  statementDataTrue: true,
  statementDocumentsOnDemand: true,
  statementInformationClause: true,
  addedDate: '2026-11-20T10:15:00+01:00',
  editedDate: '',
  editable: true,
};

/** A campaign as the campaigns list answers it. */
export const CAMPAIGN = {
  campaignId: 7,
  year: 2026,
  startOn: '2026-11-02',
  endOn: '2026-12-31',
  canPlaceEndOn: '2026-12-15',
  considerationOn: '2027-01-15',
  incomeTaxYear: 2025,
  alternativeIncomeTaxYear: 0,
  taxFreeLimitGrosze: '100000',
  addedDate: '',
  editedDate: '',
  tiers: [
    { incomeUpToGrosze: '300000', amountGrosze: '120000' },
    { incomeUpToGrosze: '0', amountGrosze: '80000' },
  ],
};

/** The abilities answer of the signed-in user (the flag is every user's, per docs/product.md §6). */
export const abilitiesHandler = (user: DemoUser, hasAccessToBonusDeclarations = true) =>
  http.get(`${GATEWAY}absences/api/employees/${DEMO[user].sub}/abilities`, () =>
    HttpResponse.json({ abilities: [], accessFlags: { hasAccessToBonusDeclarations }, hrAreaId: 0 }),
  );

/** Renders `element` at `path` for a signed-in demo user with the campaign in the configuration. */
export function renderBonus(
  element: ReactElement,
  {
    user = 'employee',
    campaign = OPEN_CAMPAIGN,
    path = '/',
    extraRoutes = [],
  }: {
    user?: DemoUser;
    campaign?: BonusDeclarationConfiguration | null;
    path?: string;
    extraRoutes?: { path: string; element: ReactElement }[];
  } = {},
) {
  const store = signedInStore({ sub: DEMO[user].sub, role: [...DEMO[user].role] });
  const [firstName, ...rest] = DEMO[user].name.split(' ');
  store.dispatch(authActions.profileLoaded({ firstName, lastName: rest.join(' ') }));
  store.dispatch(
    configActions.apiConfigurationLoaded({
      newsEnabled: false,
      uiMonitoringEnabled: false,
      bonusDeclarationConfiguration: campaign ?? undefined,
    }),
  );
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [path] });
  renderSignedIn(router, { store, abilities: abilityOf(user) });
  return { store, router };
}

/** IntersectionObserver for jsdom: `scrollToBottom()` makes every observed element visible. */
export function installIntersectionObserver() {
  const callbacks = new Set<(entries: Partial<IntersectionObserverEntry>[]) => void>();
  class FakeObserver {
    constructor(private readonly cb: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
    observe() {
      callbacks.add(this.cb);
    }
    disconnect() {
      callbacks.delete(this.cb);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  return {
    scrollToBottom: () => callbacks.forEach((cb) => cb([{ isIntersecting: true, intersectionRatio: 1 }])),
    /** The block's top edge peeks in: not yet the end. */
    peek: () =>
      callbacks.forEach((cb) =>
        cb([
          {
            isIntersecting: true,
            intersectionRatio: 0.05,
            intersectionRect: { height: 4 } as DOMRectReadOnly,
            rootBounds: { height: 900 } as DOMRectReadOnly,
          },
        ]),
      ),
    observed: () => callbacks.size,
  };
}
