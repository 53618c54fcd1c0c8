/**
 * A browser's round trip through the test provider, without a browser: follow its redirects with its cookies, sign in
 * on its login page as `email`, and stop at the redirect back to the app. Answers that redirect's query string.
 */
export async function signInAtProvider(authorizationUrl: string, email: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(redirectUri)) return new URL(url).search;
    const interaction = /\/interaction\/[^/?]+$/.test(new URL(url).pathname);
    const res = interaction
      ? await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }),
        })
      : await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
    keep(res);
    const next = res.headers.get('location');
    if (!next) throw new Error(`The provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
    url = new URL(next, url).href;
  }
  throw new Error('The provider did not send the browser back.');
}
