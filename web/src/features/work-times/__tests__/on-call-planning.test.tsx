/**
 * On-call duty planned by the supervisor in the schedule planner (art. 151⁵): the active person's
 * duties of the month, a duty planned through its dialog (the service's refusal with the rest it
 * would cut, in the planner's words) and a duty ahead removed after confirming.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cancelDialog } from '../../../test/dialogs';
import { useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import { useToday } from '../../../test/today';
import SchedulePlannerPage from '../schedule-planner-page';
import { H, renderPage, WT_API } from './setup';

const server = useMswServer();
// The planner opens on next month: December 2026.
useToday('2026-11-25T10:00:00+01:00');

const MONTH = '2026-12';
const ANNA = {
  employeeId: 2001,
  employeeFullName: 'Anna Adamska',
  month: MONTH,
  periodStart: '2026-10-01',
  periodEnd: '2026-12-31',
  days: Array.from({ length: 31 }, (_, i) => ({ day: `${MONTH}-${String(i + 1).padStart(2, '0')}` })),
  state: 'unplanned',
  workingTimeSystem: 'basic',
  dailyLimit: 8 * H,
};
const duty = (dutyId: number, startAt: string, endAt: string, place = 'home') => ({
  dutyId,
  employeeId: 2001,
  employeeFullName: 'Anna Adamska',
  startAt,
  endAt,
  place,
  dutyTime: (Date.parse(endAt) - Date.parse(startAt)) / 1000,
});

/** The planner of one person with the duties kept as the service would keep them; each list asked for is remembered. */
function onCallService(initial: ReturnType<typeof duty>[]) {
  const duties = [...initial];
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${WT_API}/schedules/team`, () => HttpResponse.json({ total: 1, data: [ANNA] })),
    http.get(`${WT_API}/shift-templates`, () => HttpResponse.json({ data: [] })),
    http.get(`${WT_API}/on-call/team`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: duties.length, data: duties });
    }),
  );
  return { duties, asked };
}

async function renderPlanner() {
  renderPage(<SchedulePlannerPage />, { user: 'manager', path: '/work-times/schedule-planner', route: '/work-times/schedule-planner' });
  return await screen.findByRole('region', { name: 'Dyżury' });
}

/** The supervisor opens the section's dialog to plan Anna's duty. */
async function openPlanDialog(section: HTMLElement) {
  const user = userEvent.setup();
  await user.click(within(section).getByRole('button', { name: 'Zaplanuj dyżur' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Zaplanuj dyżur – Anna Adamska' }) };
}

/** Sets the dialog's day and time fields of a duty's start or end. */
function setMoment(dialog: HTMLElement, field: 'on-call-start' | 'on-call-end', day: string, time: string) {
  fireEvent.change(within(dialog).getByTestId(field), { target: { value: day } });
  fireEvent.change(within(dialog).getByTestId(`${field}-time`), { target: { value: time } });
}

describe('schedule planner: on-call duty', () => {
  it("lists the active person's duties of the month", async () => {
    const { asked } = onCallService([duty(70, '2026-12-05T16:00:00+01:00', '2026-12-05T22:00:00+01:00', 'workplace')]);
    const section = await renderPlanner();
    const list = await within(section).findByTestId('person-on-call');
    expect(list.textContent).toContain('2026-12-05 16:00 – 2026-12-05 22:00');
    expect(list.textContent).toContain('w zakładzie pracy, 6g 0m');
    expect(asked[0].get('month')).toBe(MONTH);
    expect(asked[0].get('employee-id')).toBe('2001');
  });

  it('plans a duty as the service reads it, shows a refusal for the rest with its breach, then plans it', async () => {
    const { duties, asked } = onCallService([]);
    const sent: unknown[] = [];
    server.use(
      http.post(`${WT_API}/on-call/team`, async ({ request }) => {
        const body = (await request.json()) as { startAt: string; endAt: string; place: string };
        sent.push(body);
        if (sent.length === 1)
          return problemAnswer(400, {
            code: 'on-call.rest',
            detail: 'the duty leaves less rest than the Code requires (art. 151⁵ §2)',
            params: { count: 1 },
            breaches: [{ code: 'plan.daily-rest', day: '2026-12-07', value: 9 * H, limit: 11 * H }],
          });
        const planned = duty(71, body.startAt, body.endAt, body.place);
        duties.push(planned);
        return HttpResponse.json({ data: planned });
      }),
    );
    const section = await renderPlanner();
    await within(section).findByText('Brak dyżurów w tym miesiącu.');
    const { user, dialog } = await openPlanDialog(section);
    setMoment(dialog, 'on-call-start', '2026-12-07', '17:00');
    setMoment(dialog, 'on-call-end', '2026-12-08', '06:00');
    await user.click(within(dialog).getByRole('radio', { name: 'w zakładzie pracy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zaplanuj' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      employeeId: 2001,
      startAt: '2026-12-07T17:00:00+01:00',
      endAt: '2026-12-08T06:00:00+01:00',
      place: 'workplace',
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Dyżur nie może naruszać prawa do odpoczynku dobowego i tygodniowego (art. 151⁵ § 2 KP) – naruszenia: 1.',
    );
    expect(within(dialog).getByTestId('on-call-breaches').textContent).toContain(
      'Naruszenie: odpoczynek dobowy 11 h (art. 132 KP) – odpoczynek 9g 0m, wymagane 11g 0m',
    );

    // Moved to the evening, the duty is planned and the list is read again.
    setMoment(dialog, 'on-call-end', '2026-12-07', '21:00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zaplanuj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toMatchObject({ endAt: '2026-12-07T21:00:00+01:00' });
    await waitFor(() => expect(within(section).getByTestId('person-on-call').textContent).toContain('2026-12-07 17:00 – 2026-12-07 21:00'));
    expect(asked.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('sends no duty that ends before it starts', async () => {
    onCallService([]);
    const sent: unknown[] = [];
    server.use(http.post(`${WT_API}/on-call/team`, async ({ request }) => (sent.push(await request.json()), HttpResponse.json({}))));
    const { user, dialog } = await openPlanDialog(await renderPlanner());
    setMoment(dialog, 'on-call-start', '2026-12-07', '17:00');
    setMoment(dialog, 'on-call-end', '2026-12-07', '16:00');
    await user.click(within(dialog).getByRole('button', { name: 'Zaplanuj' }));
    expect(within(dialog).getByText('Koniec dyżuru musi nastąpić po jego rozpoczęciu, najpóźniej po 7 dniach')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('removes a duty ahead only after confirming; a duty begun has no remove button', async () => {
    const { duties } = onCallService([
      duty(69, '2026-11-24T16:00:00+01:00', '2026-12-01T08:00:00+01:00'),
      duty(70, '2026-12-05T16:00:00+01:00', '2026-12-05T22:00:00+01:00'),
    ]);
    const removed: string[] = [];
    server.use(
      http.delete(`${WT_API}/on-call/:dutyId`, ({ params }) => {
        removed.push(String(params.dutyId));
        const gone = duties.splice(
          duties.findIndex((d) => d.dutyId === Number(params.dutyId)),
          1,
        );
        return HttpResponse.json({ data: gone[0] });
      }),
    );
    const section = await renderPlanner();
    const list = await within(section).findByTestId('person-on-call');
    const user = userEvent.setup();
    expect(within(list).getAllByRole('button', { name: /^Usuń dyżur/ })).toHaveLength(1);
    const remove = within(list).getByRole('button', { name: 'Usuń dyżur 2026-12-05 16:00 – 2026-12-05 22:00' });

    await user.click(remove);
    const confirmDialog = await screen.findByRole('dialog', { name: 'Usunąć dyżur?' });
    expect(confirmDialog.textContent).toContain('Dyżur pracownika Anna Adamska (2026-12-05 16:00 – 2026-12-05 22:00) zostanie usunięty.');
    await cancelDialog(user, confirmDialog);
    expect(removed).toEqual([]);

    await user.click(remove);
    await user.click(within(await screen.findByRole('dialog', { name: 'Usunąć dyżur?' })).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(removed).toEqual(['70']));
    await waitFor(() => expect(within(section).getByTestId('person-on-call').textContent).not.toContain('2026-12-05'));
  });

  it("shows the service's refusal to remove a duty that has begun", async () => {
    onCallService([duty(70, '2026-12-05T16:00:00+01:00', '2026-12-05T22:00:00+01:00')]);
    server.use(
      http.delete(`${WT_API}/on-call/:dutyId`, () =>
        problemAnswer(400, { code: 'on-call.begun', detail: 'a duty that has begun, or has interventions, stays as recorded' }),
      ),
    );
    const section = await renderPlanner();
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: /^Usuń dyżur/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Usunąć dyżur?' })).getByRole('button', { name: 'Usuń' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Dyżuru, który już się rozpoczął lub ma zapisane interwencje, nie można usunąć.',
    );
  });
});
