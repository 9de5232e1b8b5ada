/** A row that names a person: an attendance row, a calendar day. */
export interface NamedRow {
  employeeId: number;
  employeeFullName: string;
}

/**
 * The person's SAP number. The service adds `employeeSapNumber` to attendance rows and calendar
 * days; the proto of this tree does not have it yet, so it is read where present and '' otherwise.
 */
export function sapNumberOf(row: NamedRow): string {
  const sap = (row as NamedRow & { employeeSapNumber?: unknown }).employeeSapNumber;
  return typeof sap === 'string' ? sap : '';
}

/**
 * How a list names each person: the name, and when two people of the list share it, each one's
 * SAP number after it ("Anna Nowak (00002001)"), as the leave calendar tells namesakes apart.
 * Without a SAP number the employee id stands in, so two rows never read the same.
 */
export function namesakeLabels(rows: readonly NamedRow[]): Map<number, string> {
  const names = new Map<number, { name: string; sap: string }>();
  for (const r of rows) names.set(r.employeeId, { name: r.employeeFullName.trim(), sap: sapNumberOf(r) });
  const count = new Map<string, number>();
  for (const { name } of names.values()) count.set(name, (count.get(name) ?? 0) + 1);
  const labels = new Map<number, string>();
  for (const [id, { name, sap }] of names) labels.set(id, (count.get(name) ?? 0) > 1 ? `${name} (${sap || id})` : name);
  return labels;
}

const surnameOf = (fullName: string) => fullName.trim().split(/\s+/).pop() ?? '';
const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

/** Surname, then first name, then SAP number: the order of the time evaluation's lists. */
export function bySurname(a: NamedRow, b: NamedRow): number {
  return (
    surnameOf(a.employeeFullName).localeCompare(surnameOf(b.employeeFullName), 'pl') ||
    firstNameOf(a.employeeFullName).localeCompare(firstNameOf(b.employeeFullName), 'pl') ||
    sapNumberOf(a).localeCompare(sapNumberOf(b)) ||
    a.employeeId - b.employeeId
  );
}
