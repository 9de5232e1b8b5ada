import type { ReactElement } from 'react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { GATEWAY } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { DEMO, type DemoUser } from '../../../test/tokens';
import { signedInStore } from '../../../test/signed-in-store';

export const WT_API = `${GATEWAY}work-times/api`;

/** Renders a work-times page at `path` (matched by `route`) for a signed-in demo user; other paths show their path. */
export function renderPage(
  element: ReactElement,
  {
    user = 'employee',
    path = '/',
    route = path,
    state,
  }: {
    user?: DemoUser;
    path?: string;
    route?: string;
    /** The history entry's state, as a link that opened the page gives it. */
    state?: unknown;
  } = {},
) {
  const store = signedInStore({ sub: DEMO[user].sub, role: [...DEMO[user].role] });
  const router = createMemoryRouter(
    [
      { path: route.split('?')[0], element },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    {
      initialEntries: [
        state === undefined ? path : { pathname: path.split('?')[0], search: path.includes('?') ? `?${path.split('?')[1]}` : '', state },
      ],
    },
  );
  renderSignedIn(router, { store });
  return { store, router };
}

/** A FigureList's figures, label → value, as a reader pairs them. */
export function figuresIn(list: HTMLElement): Record<string, string> {
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? '']));
}

/** An hour: the gateway prints durations in seconds. */
export const H = 3600;

/** A planned day of 8 hours from `start` to `end` ('HH:mm', winter time), as the schedules print it. */
export const plannedShift = (day: string, start: string, end: string) => ({
  day,
  kind: 'working',
  startAt: `${day}T${start}:00+01:00`,
  endAt: `${day}T${end}:00+01:00`,
  plannedTime: 8 * H,
});

/** Whose and which time evaluation: Jan Kowalski's November 2026 in the basic system, as the gateway prints it; a case adds its figures. */
export const JAN_IN_NOVEMBER = {
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  employeeSapNumber: '00001002',
  month: '2026-11',
  workingTimeSystem: 'basic',
  settlementMonths: 3,
  periodStartOn: '2026-10-01',
  periodEndOn: '2026-12-31',
  nominalTime: 160 * H,
  scheduledWorkTime: 160 * H,
};

/** A WorkdayRow as the gateway prints it (durations in seconds). */
export const ROW = {
  workdayId: 501,
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  employeeSapNumber: '00001002',
  lockState: 'open',
  workdayOn: '2026-11-03',
  schedule: '08:00–16:00',
  dayKind: 'working',
  totalTime: 30600,
  workTime: 29100,
  undertime: 0,
  compensatedUndertime: 0,
  overtime: 2700,
  approvedOvertime: 0,
  wpRequest: 0,
  alerts: ['daily_rest'],
  scheduledWorkTime: 28800,
  workStartAt: '2026-11-03T07:55:00+01:00',
  workEndAt: '2026-11-03T16:25:00+01:00',
  excusedAbsenceCode: '',
};

/**
 * The employee's schedule of a month nobody published (My workdays asks for it beside the days):
 * the default answer of the pages' tests that are about something else.
 */
export const NO_PUBLISHED_SCHEDULE = http.get(`${WT_API}/schedules/my`, ({ request }) =>
  HttpResponse.json({
    data: { employeeId: 1002, employeeFullName: 'Jan Kowalski', month: new URL(request.url).searchParams.get('month'), state: 'unplanned' },
  }),
);
