// openid-client v6 as an independent relying party of the provider.

import * as oidc from 'openid-client';
import { CLIENTS, ISSUER } from './env.js';

export { oidc };

/**
 * A discovered openid-client Configuration for kadry-conformance. `auth`: 'basic'
 * (client_secret_basic), 'post' (client_secret_post) or 'none' (public PKCE client).
 * ID tokens are signature-checked against the JWKS (enableNonRepudiationChecks).
 */
export async function conformanceRp({ auth = 'basic', clientId = 'kadry-conformance', secret } = {}) {
  const s = secret ?? CLIENTS[clientId]?.secret;
  let clientAuth;
  let metadata;
  if (auth === 'basic') {
    clientAuth = oidc.ClientSecretBasic(s);
    metadata = { client_secret: s };
  } else if (auth === 'post') {
    clientAuth = oidc.ClientSecretPost(s);
    metadata = { client_secret: s };
  } else {
    clientAuth = oidc.None();
    metadata = {};
  }
  return oidc.discovery(new URL(ISSUER), clientId, metadata, clientAuth, {
    execute: [oidc.allowInsecureRequests, oidc.enableNonRepudiationChecks],
    timeout: 15,
  });
}
