const b64url = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT for tests: the app only reads claims, the gateway verifies signatures. */
export function makeToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'RS256', kid: 'test' })}.${b64url({ exp: now + 900, iat: now, scope: 'openid profile absences', ...claims })}.sig`;
}

export const DEMO = {
  admin: { sub: '1001', role: [9301, 9044], name: 'Adam Administracyjny' },
  employee: { sub: '1002', role: [9044], name: 'Jan Kowalski' },
  manager: { sub: '1003', role: [9043, 9044], name: 'Anna Nowak' },
  hr: { sub: '1004', role: [9042, 9044], name: 'Katarzyna Wiśniewska' },
  hrpreview: { sub: '1005', role: [9047, 9044], name: 'Piotr Wójcik' },
  administration: { sub: '1006', role: [9046, 9044], name: 'Magdalena Kamińska' },
  hoagreement: { sub: '1007', role: [9048, 9044], name: 'Tomasz Lewandowski' },
  postadmin: { sub: '1008', role: [9049, 9044], name: 'Agnieszka Zielińska' },
  posteditor: { sub: '1009', role: [9050, 9044], name: 'Michał Szymański' },
  hranalyst: { sub: '1010', role: [9051, 9044], name: 'Ewa Woźniak' },
  locationmanager: { sub: '1011', role: [9052, 9044], name: 'Krzysztof Dąbrowski' },
} as const;
export type DemoUser = keyof typeof DEMO;
