import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import { RecordCorrection } from '../record-correction';
import type { EmployeeRecordResponse, ImportedPerson } from '../api/types';

const server = useMswServer();
const RECORD_URL = `${GATEWAY}absences/api/employees/1012/record`;

const BARBARA: ImportedPerson = {
  sapNumber: '00001012',
  firstName: 'Barbara',
  lastName: 'Kowalczyk',
  genderId: 2,
  position: 'Kierownik zespołu obsługi klienta',
  companyEmail: 'teamlead@kadry.example.pl',
  privateEmail: '',
  companyPhoneNumber: '',
  privatePhoneNumber: '',
  address: { street: 'ul. Długa', houseNumber: '31', flatNumber: '4', postalCode: '31-147', city: 'Kraków' },
  locationId: 2,
  locationName: 'Kraków',
  hrAreaId: 11,
  employmentSubGroupId: 1,
  employmentSubGroupName: 'Kadra zarządzająca',
  departmentName: 'Oddział Kraków',
  supervisorSapNumber: '00001011',
  employedSince: '2014-06-02',
  employedUntil: '',
  contracts: [
    {
      contractTypeName: 'na czas nieokreślony',
      startOn: '2014-08-31',
      endOn: '',
      workingTimeNumerator: 1,
      workingTimeDenominator: 1,
      position: 'Kierownik zespołu obsługi klienta',
      withThisEmployer: true,
    },
  ],
  accessFlags: ['has_access_to_my_work_times'],
  benefits: [],
  education: 'higher',
  disabilityDegree: 'none',
  openingBalanceYear: 0,
  openingCarriedOverDays: 0,
  username: 'teamlead',
  roleIds: [9043],
};

const RECORD: EmployeeRecordResponse = {
  data: BARBARA,
  employeeId: 1012,
  changes: [
    {
      changedAt: '2026-11-20T10:15:00+01:00',
      changedBy: 'client:kadry-hr',
      changedByFullName: '',
      source: 'import',
      field: 'departmentName',
      before: 'Kraków',
      after: 'Oddział Kraków',
    },
  ],
};

const outcome = (extra: object) => ({
  index: 0,
  sapNumber: '00001012',
  employeeId: 1012,
  changes: [],
  problems: [],
  leaves: false,
  pendingRequestsMoved: 0,
  passwordLink: '',
  ...extra,
});

/** HR (Katarzyna Wiśniewska, 1004) at Barbara Kowalczyk's record. */
function renderAsHr() {
  renderSignedIn(<RecordCorrection employeeId={1012} />, { store: signedInStore({ sub: '1004', role: [9042] }) });
  return userEvent.setup();
}

describe("HR's correction of one person's record", () => {
  it('sends the whole record back with the corrected field, says it is saved, and shows who changed what before', async () => {
    const sent: ImportedPerson[] = [];
    server.use(
      http.get(RECORD_URL, () => HttpResponse.json(RECORD)),
      http.put(RECORD_URL, async ({ request }) => {
        sent.push((await request.json()) as ImportedPerson);
        return HttpResponse.json(
          outcome({ outcome: 'updated', changes: [{ field: 'position', before: BARBARA.position, after: 'Dyrektor' }] }),
        );
      }),
    );
    const user = renderAsHr();
    const position = await screen.findByTestId('record-position');
    expect((position as HTMLInputElement).value).toBe('Kierownik zespołu obsługi klienta');
    const history = screen.getByRole('table', { name: 'Historia zmian' });
    expect(within(history).getByText('kadry-hr')).toBeTruthy();
    expect(within(history).getByText('Dział: Kraków → Oddział Kraków')).toBeTruthy();

    await user.clear(position);
    await user.type(position, 'Dyrektor');
    await user.click(screen.getByRole('button', { name: 'Zapisz korektę' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // Everything else goes back as it was read: an empty field would clear a stored value.
    expect(sent[0]).toEqual({ ...BARBARA, position: 'Dyrektor' });
    expect((await screen.findByRole('status')).textContent).toContain('Korekta zapisana.');
  });

  it('shows a refusal under the field it is about and keeps what HR typed', async () => {
    server.use(
      http.get(RECORD_URL, () => HttpResponse.json(RECORD)),
      http.put(RECORD_URL, () =>
        HttpResponse.json(
          outcome({
            outcome: 'refused',
            problems: [{ field: 'people[0].address.postalCode', code: 'field.postal-code', detail: 'a Polish postal code is 00-000' }],
          }),
        ),
      ),
    );
    const user = renderAsHr();
    const postalCode = await screen.findByTestId('record-address.postalCode');
    await user.clear(postalCode);
    await user.type(postalCode, '3114');
    await user.click(screen.getByRole('button', { name: 'Zapisz korektę' }));

    expect(await screen.findByText('Kod pocztowy w formacie 00-000')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Korekta odrzucona');
    expect((screen.getByTestId('record-address.postalCode') as HTMLInputElement).value).toBe('3114');
  });

  it('says so when there is no such person', async () => {
    server.use(
      http.get(RECORD_URL, () =>
        HttpResponse.json({ status: 404, code: 'employee.not-found', title: 'Not Found', detail: 'no such employee' }, { status: 404 }),
      ),
    );
    renderAsHr();
    expect(await screen.findByText('Nie ma takiej osoby.')).toBeTruthy();
  });
});
