import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RuntimeConfig } from '@shared/config/runtime-config';

export const IDP = 'http://localhost:8081/';
export const GATEWAY = 'http://localhost:8080/';

export const TEST_CONFIG: RuntimeConfig = {
  apkiConfig: {
    authority: 'http://localhost:8081',
    clientId: 'kadry-web',
    automaticSilentRenew: true,
    responseType: 'code',
    scope: 'openid profile absences',
    baseUrl: GATEWAY,
    postLogoutRelationalUri: GATEWAY,
    apkiBaseUrl: IDP,
    applicationId: 1,
    diagnosticMode: true,
    accessDeniedUrl: '',
    disableSessionMonitoring: false,
  },
  modules: [{ name: 'employee', apiBaseUrl: GATEWAY }],
};

/** An msw server for one test file with its `defaults`, reset to them between tests. */
export function useMswServer(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A GET of `url` answered with `body`, and the query parameters of each call in `asked`, oldest
 * first: what a list asked the gateway for (its month, search, page, sort and filters).
 */
export function answerKeepingQueries(url: string, body: JsonBodyType) {
  const asked: URLSearchParams[] = [];
  const handler = http.get(url, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(body);
  });
  return { handler, asked };
}
