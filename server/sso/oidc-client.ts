import * as oidc from 'openid-client';

/** Addresses whose provider may speak plain HTTP: a provider on the same machine (development, the tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ProviderClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** A provider's address the server may call: https, or http on this machine only. */
export function providerUrl(issuer: string): URL | null {
  try {
    const url = new URL(issuer);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url;
    return null;
  } catch {
    return null;
  }
}

/**
 * The provider's discovery document read afresh, as openid-client's configuration for our client. `now` is the app's
 * clock, so ID tokens' times are judged by the same clock as every other expiry of the server (tests move it).
 */
export async function discoverProvider({ issuer, clientId, clientSecret }: ProviderClient, now: Date): Promise<oidc.Configuration> {
  const url = providerUrl(issuer);
  if (!url) throw new Error('The issuer must be an https address.');
  const skew = Math.round((now.getTime() - Date.now()) / 1000);
  const config = await oidc.discovery(url, clientId, { client_secret: clientSecret, [oidc.clockSkew]: skew }, oidc.ClientSecretPost(clientSecret), {
    execute: url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
  return config;
}
